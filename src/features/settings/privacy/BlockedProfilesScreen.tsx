import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { errorBarText } from '../../../lib/editState';
import { Button } from '../../../ui/Button';
import { commitAsync } from '../../../relay/commitAsync';
import { Card } from '../../../ui/Card';
import { announce } from '../../../ui/LiveAnnouncer';
import { SettingsPage } from '../SettingsPage';
import { useUnblockProfileMutation } from '../mutations/UnblockProfileMutation';
import type { BlockedProfilesScreenQuery } from './__generated__/BlockedProfilesScreenQuery.graphql';

export const blockedProfilesScreenQuery = graphql`
  query BlockedProfilesScreenQuery {
    viewer @required(action: THROW) {
      blockedContent {
        profiles {
          uuid
          displayName
        }
      }
    }
  }
`;

export function BlockedProfilesScreen({ queryRef }: { queryRef: PreloadedQuery<BlockedProfilesScreenQuery> }) {
  const { viewer } = useRouteQuery<BlockedProfilesScreenQuery>(blockedProfilesScreenQuery, queryRef);
  const [commit] = useUnblockProfileMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const profiles = viewer.blockedContent.profiles;
  const listRef = useRef<HTMLDivElement>(null);
  // The row being unblocked: once it is gone, focus moves to the row now in its place (or the one before it),
  // or to the page's heading when the list is empty, never to the page itself.
  const leaving = useRef<{ uuid: string; index: number } | null>(null);
  useEffect(() => {
    const row = leaving.current;
    if (!row || profiles.some((profile) => profile.uuid === row.uuid)) return;
    leaving.current = null;
    const buttons = listRef.current?.querySelectorAll('button') ?? [];
    const target = buttons[Math.min(row.index, buttons.length - 1)] ?? listRef.current?.closest('main')?.querySelector('h1');
    target?.focus();
  }, [profiles]);

  const unblock = async (uuid: string, name: string, index: number) => {
    setPending(uuid);
    setError(null);
    leaving.current = { uuid, index };
    try {
      await commitAsync(commit, { variables: { input: { uuid } } }, 'Unblock');
      announce(`${name} is unblocked.`);
    } catch (caught) {
      leaving.current = null;
      setError(errorBarText(caught));
    } finally {
      setPending(null);
    }
  };

  return (
    <SettingsPage title="Blocked Profiles" back={{ to: '/settings/content-options', label: 'Content Preferences' }}>
      <div ref={listRef}>
        <Card className="p-2">
          {profiles.length === 0 ? (
            <p className="p-3 text-neutral-700 dark:text-neutral-300">You have not blocked anyone.</p>
          ) : (
            <ul aria-label="Blocked profiles" className="flex flex-col">
              {profiles.map((profile, index) => (
                <li key={profile.uuid} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="font-medium">{profile.displayName || 'Deleted account'}</span>
                  <Button
                    variant="secondary"
                    isPending={pending === profile.uuid}
                    onPress={() => unblock(profile.uuid, profile.displayName || 'Deleted account', index)}
                    aria-label={`Unblock ${profile.displayName}`}
                  >
                    Unblock
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {error && (
        <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </SettingsPage>
  );
}
