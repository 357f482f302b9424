import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { SettingsPage } from '../SettingsPage';
import { HiddenProfilesList } from './HiddenProfilesList';
import type { HiddenProfilesScreenQuery } from './__generated__/HiddenProfilesScreenQuery.graphql';

export const hiddenProfilesScreenQuery = graphql`
  query HiddenProfilesScreenQuery {
    viewer @required(action: THROW) {
      ...HiddenProfilesList_viewer
    }
  }
`;

/** Hidden Profiles: the members the viewer hid from their grid and search, to undo a hide. */
export function HiddenProfilesScreen({ queryRef }: { queryRef: PreloadedQuery<HiddenProfilesScreenQuery> }) {
  const { viewer } = useRouteQuery<HiddenProfilesScreenQuery>(hiddenProfilesScreenQuery, queryRef);
  return (
    <SettingsPage title="Hidden Profiles" back={{ to: '/settings/content-options', label: 'Content Preferences' }}>
      <p className="text-neutral-800 dark:text-neutral-200">
        People you hid do not show in your grid or search. Unhide someone to see them there again.
      </p>
      <HiddenProfilesList viewer={viewer} />
    </SettingsPage>
  );
}
