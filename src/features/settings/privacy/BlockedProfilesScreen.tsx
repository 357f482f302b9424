import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Button } from '../../../ui/Button';
import { commitAsync } from '../../../relay/commitAsync';
import { Card } from '../../../ui/Card';
import { useRowRemoval } from './useRowRemoval';
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
  const profiles = viewer.blockedContent.profiles;
  const { listRef, pending, error, remove } = useRowRemoval(profiles.map((profile) => profile.uuid));
  const unblock = (uuid: string, name: string, index: number) =>
    remove(uuid, index, () => commitAsync(commit, { variables: { input: { uuid } } }, 'Unblock'), `${name} is unblocked.`);

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
