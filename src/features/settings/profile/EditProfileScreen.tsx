import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import { Link } from '../../../ui/Link';
import { SettingsPage } from '../SettingsPage';
import { ProfileTab } from './ProfileTab';
import { AdProfileTab } from './AdProfileTab';
import type { EditProfileScreenQuery } from './__generated__/EditProfileScreenQuery.graphql';

export const editProfileScreenQuery = graphql`
  query EditProfileScreenQuery {
    viewer @required(action: THROW) {
      isAdult
      contentOptions {
        isAdOptIn
      }
      ...ProfileTab_viewer
      ...AdProfileTab_viewer
    }
  }
`;

/** Edit Profile with its Profile and After Dark Profile tabs (SPEC §2). */
export function EditProfileScreen({ queryRef }: { queryRef: PreloadedQuery<EditProfileScreenQuery> }) {
  const { viewer } = useRouteQuery<EditProfileScreenQuery>(editProfileScreenQuery, queryRef);
  // After Dark is for adults only (SPEC §6): a minor gets their one profile, without a tab they could never use.
  if (!viewer.isAdult)
    return (
      <SettingsPage title="Edit Profile" back={{ to: '/settings/profile', label: 'Manage Profile' }}>
        <ProfileTab viewer={viewer} />
      </SettingsPage>
    );
  return (
    <SettingsPage title="Edit Profile" back={{ to: '/settings/profile', label: 'Manage Profile' }}>
      <Tabs>
        <TabList aria-label="Profile kind">
          <Tab id="profile">Profile</Tab>
          <Tab id="after-dark">After Dark Profile</Tab>
        </TabList>
        <TabPanel id="profile">
          <ProfileTab viewer={viewer} />
        </TabPanel>
        <TabPanel id="after-dark">
          {viewer.contentOptions.isAdOptIn ? (
            <AdProfileTab viewer={viewer} />
          ) : (
            <p className="rounded-xl bg-neutral-100 p-4 dark:bg-neutral-800">
              Your After Dark profile is off. <Link to="/settings/content-options/after-dark">Turn on After Dark</Link> to edit it.
            </p>
          )}
        </TabPanel>
      </Tabs>
    </SettingsPage>
  );
}
