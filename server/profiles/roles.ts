import { bestRole as bestRoleName, isStaff, isSupporter as hasSupporterRole, roleLabel, rolePriority } from '../../shared/roles.ts';

/** Banner labels on a profile page (SPEC §6); the badge labels and priorities are shared with the client. */
const BANNER: Record<string, string> = {
  TEAM: 'Team Member',
  SUPPORTER_VIP: 'VIP Supporter',
  SUPPORTER: 'Supporter',
};

const STYLE: Record<string, string> = { TEAM: 'team', SUPPORTER_VIP: 'supporter', SUPPORTER: 'supporter' };

export function describeRole(name: string) {
  return {
    name,
    label: roleLabel(name) ?? name,
    bannerLabel: BANNER[name] ?? null,
    icon: name.toLowerCase(),
    tagStyle: STYLE[name] ?? 'default',
    bannerStyle: BANNER[name] ? STYLE[name] : null,
    priority: rolePriority(name),
  };
}

/** The role with the highest priority, which decides the banner and frame; null without a badge role. */
export function bestRole(roles: string[]) {
  const name = bestRoleName(roles);
  return name ? describeRole(name) : null;
}

export const isTeam = (roles: string[]) => isStaff(roles);
export const isSupporter = (roles: string[]) => hasSupporterRole(roles);

/** Flag targets that apply: public always, supporter and supporter_vip for supporters, team for team (SPEC §6). */
export function applicableTargets(roles: string[]) {
  const targets = ['PUBLIC'];
  if (isSupporter(roles)) targets.push('SUPPORTER', 'SUPPORTER_VIP');
  if (isTeam(roles)) targets.push('TEAM');
  return targets.sort();
}
