import { useLocation } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { COMMUNITY_CHAT_URL, SUPPORT_EMAIL } from '../../../lib/supportLinks';
import { Button } from '../../../ui/Button';
import { Link } from '../../../ui/Link';
import { openModal } from '../../../ui/modalStack';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { CopyButton } from './CopyButton';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import type { AccountScreenQuery } from './__generated__/AccountScreenQuery.graphql';

export const accountScreenQuery = graphql`
  query AccountScreenQuery {
    viewer @required(action: THROW) {
      profile {
        uuid
        roles {
          name
          label
        }
      }
      accountProviders {
        type
        value
      }
    }
  }
`;

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="min-w-0">
        <p className="text-sm font-semibold">{label}</p>
        <p className="font-mono text-sm break-all">{value}</p>
      </div>
      <CopyButton value={value} label={label} />
    </div>
  );
}

/** Support and account information (SPEC §2): ways to get help, Profile ID and roles, logins, deletion. */
export function AccountScreen({ queryRef }: { queryRef: PreloadedQuery<AccountScreenQuery> }) {
  const { viewer } = useRouteQuery<AccountScreenQuery>(accountScreenQuery, queryRef);
  const search = useLocation().search as { emailLinked?: unknown };
  const linked = search.emailLinked;
  const roles = viewer.profile.roles.map((role) => role.label).join(', ') || 'None';
  return (
    <SettingsPage title="Support">
      {linked !== undefined && (
        <p
          role="status"
          className={`rounded-xl p-3 font-semibold ${linked === true || linked === 'true' ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'}`}
        >
          {linked === true || linked === 'true'
            ? 'Your email address is now linked to your account.'
            : 'This verification link is invalid or has expired.'}
        </p>
      )}
      <Card className="flex flex-col gap-2">
        <h2 className="text-lg font-bold">Get help</h2>
        <p>
          Ask the community in our{' '}
          <a
            className="font-medium text-violet-700 underline dark:text-violet-300"
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noreferrer"
          >
            community chat
          </a>{' '}
          or write to{' '}
          <a className="font-medium text-violet-700 underline dark:text-violet-300" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          . Include your Profile ID so we can find your account.
        </p>
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-bold">Account</h2>
        <CopyRow label="Profile ID" value={viewer.profile.uuid} />
        <CopyRow label="Roles" value={roles} />
        <div>
          <p className="text-sm font-semibold">Logins</p>
          <ul className="text-sm">
            {viewer.accountProviders.map((provider) => (
              <li key={`${provider.type}:${provider.value}`}>
                {provider.type.toLowerCase()}: {provider.value}
              </li>
            ))}
          </ul>
          <Link to="/settings/account/email-link" className="text-sm">
            Link an email address
          </Link>
        </div>
      </Card>
      <Card className="flex flex-col items-start gap-2">
        <h2 className="text-lg font-bold">Delete account</h2>
        <p className="text-sm">Uploaded pictures, personal info and sent private chat messages are deleted.</p>
        <Button variant="secondary" onPress={() => openModal((close) => <DeleteAccountDialog onClose={close} />, { isDismissable: false })}>
          Delete account
        </Button>
      </Card>
    </SettingsPage>
  );
}
