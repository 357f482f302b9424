import type { ReactNode } from 'react';
import { tv } from 'tailwind-variants/lite';
import { bestRole } from '../../../shared/roles';

// SPEC §6 frames, at nav scale: team and VIP get the medium (4 px) border in their colour, since a thick
// 8 px one would leave a 40 px avatar mostly frame; a plain supporter a thin one, others a thin neutral one.
const frameStyles = tv({
  base: 'flex h-10 w-10 flex-none items-center justify-center overflow-hidden rounded-full bg-violet-200',
  variants: {
    role: {
      TEAM: 'border-4 border-sky-600 dark:border-sky-400',
      SUPPORTER_VIP: 'border-4 border-amber-400',
      SUPPORTER: 'border-2 border-rose-700 dark:border-rose-300',
      none: 'border-2 border-neutral-300 dark:border-neutral-600',
    },
  },
});

function frameRole(roles: readonly string[]) {
  const role = bestRole(roles);
  if (role === 'TEAM' || role === 'SUPPORTER_VIP') return role;
  return role ? 'SUPPORTER' : 'none';
}

/** A small avatar in the frame of the member's best role. */
export function RoleFrame({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return (
    <span data-role-frame={frameRole(roles)} className={frameStyles({ role: frameRole(roles) })}>
      {children}
    </span>
  );
}
