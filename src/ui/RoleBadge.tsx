import { tv } from 'tailwind-variants/lite';
import { bestRole, roleLabel, type RoleName } from '../../shared/roles';

const badgeStyles = tv({
  base: 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  variants: {
    role: {
      TEAM: 'bg-sky-800 text-white dark:bg-sky-300 dark:text-neutral-950',
      SUPPORTER_VIP: 'bg-amber-300 text-neutral-950',
      SUPPORTER: 'bg-rose-800 text-white dark:bg-rose-300 dark:text-neutral-950',
    } satisfies Partial<Record<RoleName, string>>,
  },
});

/** The badge of the highest-priority role; nothing for profiles without one. */
export function RoleBadge({ roles }: { roles: readonly string[] }) {
  const role = bestRole(roles);
  const label = role && roleLabel(role);
  if (!role || !label) return null;
  return <span className={badgeStyles({ role: role as 'TEAM' | 'SUPPORTER_VIP' | 'SUPPORTER' })}>{label}</span>;
}
