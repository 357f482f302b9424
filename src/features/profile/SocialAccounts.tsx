import { graphql, useFragment } from 'react-relay/hooks';
import { Button, Link } from 'react-aria-components';
import { SOCIAL_NETWORK_LABELS } from '../../lib/profileLabels';
import { socialLink } from '../../lib/socialLinks';
import { useSettings } from '../../state/settings';
import { showToast } from '../../ui/Toast';
import { focusRing } from '../../ui/utils';
import { Section } from './Section';
import type { SocialAccounts_profile$data, SocialAccounts_profile$key } from './__generated__/SocialAccounts_profile.graphql';

type Account = SocialAccounts_profile$data['socialAccounts'][number];

const itemClass = (renderProps: { isFocusVisible: boolean }) =>
  focusRing({
    ...renderProps,
    className:
      'flex w-full items-center gap-3 rounded-lg border border-neutral-200 px-3 py-2 text-left hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800',
  });

/**
 * Verified accounts form the linked-accounts area, the others the social accounts. Private accounts only ever
 * arrive on one's own profile (the server filters them), where they are marked.
 */
export function SocialAccounts({ profile }: { profile: SocialAccounts_profile$key }) {
  const data = useFragment(
    graphql`
      fragment SocialAccounts_profile on Profile {
        socialAccounts {
          id
          socialNetwork
          isVerified
          url
          displayName
          value
          accessPermission
        }
      }
    `,
    profile,
  );
  const linked = data.socialAccounts.filter((account) => account.isVerified);
  const social = data.socialAccounts.filter((account) => !account.isVerified);
  return (
    <>
      {linked.length > 0 && <AccountList title="Linked accounts" accounts={linked} />}
      {social.length > 0 && <AccountList title="Social accounts" accounts={social} />}
    </>
  );
}

function AccountList({ title, accounts }: { title: string; accounts: readonly Account[] }) {
  return (
    <Section title={title}>
      <ul className="flex flex-col gap-2">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountEntry account={account} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function AccountEntry({ account }: { account: Account }) {
  const mastodonLinks = useSettings((settings) => settings.experiments?.mastodon_links === '1');
  const network = SOCIAL_NETWORK_LABELS[account.socialNetwork] ?? account.socialNetwork;
  const action = socialLink(account.value, mastodonLinks);
  const content = (
    <>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-xs font-semibold text-neutral-600 dark:text-neutral-400">
          {network}
          {account.isVerified && ' · Verified'}
          {account.accessPermission === 'PRIVATE' && ' · Only you'}
        </span>
        <span className="truncate font-medium">{account.displayName ?? account.value}</span>
        {account.displayName && account.displayName !== account.value && <span className="sr-only">({account.value})</span>}
      </span>
      {/* The entry is named by what it shows, so a speech-input user can say it (WCAG 2.5.3). */}
      {action.kind === 'link' ? (
        <span className="text-sm text-neutral-600 dark:text-neutral-400">
          <span aria-hidden="true">↗</span>
          <span className="sr-only">(opens in a new tab)</span>
        </span>
      ) : (
        <span className="text-sm text-neutral-600 dark:text-neutral-400">Copy</span>
      )}
    </>
  );
  if (action.kind === 'link') {
    return (
      <Link href={action.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
        {content}
      </Link>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(action.text);
      showToast({ title: `Copied ${network} name`, description: action.text });
    } catch {
      showToast({ title: 'Could not copy', description: action.text });
    }
  };
  return (
    <Button onPress={copy} className={itemClass}>
      {content}
    </Button>
  );
}
