import { graphql, useFragment } from 'react-relay/hooks';
import type { PresenceLabel_profile$key } from './__generated__/PresenceLabel_profile.graphql';

const LABELS = { ONLINE: 'Online', ACTIVE_TODAY: 'Active today', ACTIVE_THIS_WEEK: 'Active this week' } as const;

/**
 * How recently the member was around, as coarsely as the server tells it; nothing when they hide it or were away
 * longer. The words carry the meaning; the dot (filled when online, hollow otherwise) only repeats it.
 */
export function PresenceLabel({ profile, id, className = '' }: { profile: PresenceLabel_profile$key; id?: string; className?: string }) {
  const { presence } = useFragment(
    graphql`
      fragment PresenceLabel_profile on Profile {
        presence
      }
    `,
    profile,
  );
  const label = presence ? LABELS[presence as keyof typeof LABELS] : undefined;
  if (!label) return null;
  const isOnline = presence === 'ONLINE';
  return (
    <span id={id} className={`inline-flex items-center gap-1.5 text-neutral-700 dark:text-neutral-300 ${className}`}>
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 flex-none rounded-full border-2 ${isOnline ? 'border-green-700 bg-green-600 dark:border-green-400 dark:bg-green-400' : 'border-neutral-500'}`}
      />
      {label}
    </span>
  );
}
