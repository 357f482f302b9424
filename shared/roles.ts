export type RoleName = 'PUBLIC' | 'SUPPORTER' | 'SUPPORTER_SILVER' | 'SUPPORTER_VIP' | 'SUPPORTER_GOLD' | 'SUPPORTER_DIAMOND' | 'TEAM';

export const APP_NAME = 'Snoot';

// Badge priority (SPEC §6): the best role decides the badge, banner and frame.
const PRIORITY: Partial<Record<RoleName, number>> = {
  TEAM: 9999,
  SUPPORTER_VIP: 100,
  SUPPORTER: 10,
};

const LABEL: Partial<Record<RoleName, string>> = {
  TEAM: `${APP_NAME} Team`,
  SUPPORTER_VIP: 'VIP Supporter',
  SUPPORTER: 'Supporter',
};

export function rolePriority(role: string): number {
  return PRIORITY[role as RoleName] ?? 0;
}

export function roleLabel(role: string): string | null {
  return LABEL[role as RoleName] ?? null;
}

/** The highest-priority role that has a badge, or null when the profile has none. */
export function bestRole(roles: readonly string[]): RoleName | null {
  let best: RoleName | null = null;
  for (const role of roles) {
    if (rolePriority(role) > 0 && (best === null || rolePriority(role) > rolePriority(best))) {
      best = role as RoleName;
    }
  }
  return best;
}

export function isStaff(roles: readonly string[]): boolean {
  return roles.includes('TEAM');
}

export function isSupporter(roles: readonly string[]): boolean {
  return roles.some((role) => role === 'SUPPORTER' || role === 'SUPPORTER_VIP' || role === 'TEAM');
}

/**
 * A member's name where it reaches another member away from the profile (notifications, pushes, chat requests):
 * staff carry their role after it, "Rook (Snoot Team)", which no member's name can copy (reserved words).
 */
export function nameWithRole(name: string, roles: readonly string[]): string {
  return isStaff(roles) ? `${name} (${LABEL.TEAM})` : name;
}
