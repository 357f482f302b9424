import { format } from 'date-fns';
import { graphql, useFragment } from 'react-relay/hooks';
import type { SameEmailAccounts_accounts$key } from './__generated__/SameEmailAccounts_accounts.graphql';

const moment = (iso: unknown) => format(new Date(String(iso)), 'd MMM yyyy, HH:mm');

/**
 * Staff: the other accounts that logged in with a member's login email (a deleted one is known by a keyed hash
 * of it while a safety decision stands), each with its state, so a decision taken on one is seen on the next.
 */
export function SameEmailAccounts({ accounts }: { accounts: SameEmailAccounts_accounts$key }) {
  const data = useFragment(
    graphql`
      fragment SameEmailAccounts_accounts on ModeratedProfile @relay(plural: true) {
        uuid
        deletedAt
        suspendedAt
        suspendedUntil
        suspensionReason
      }
    `,
    accounts,
  );
  if (data.length === 0) return <p className="text-sm">None.</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {data.map((account) => (
        <li key={account.uuid}>
          <span className="font-mono break-all">{account.uuid}</span>
          <span className="block">{account.deletedAt ? `Deleted ${moment(account.deletedAt)}` : 'In use'}</span>
          {account.suspendedAt && (
            <span className="block">
              Suspended {account.suspendedUntil ? `until ${moment(account.suspendedUntil)}` : 'indefinitely'}:{' '}
              {account.suspensionReason ?? ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
