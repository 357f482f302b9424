import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/Tabs';
import { SettingsPage } from '../SettingsPage';
import { ProfileTab } from './ProfileTab';
import { AdProfileTab } from './AdProfileTab';
import type { EditProfileScreenQuery } from './__generated__/EditProfileScreenQuery.graphql';

export const editProfileScreenQuery = graphql`
  query EditProfileScreenQuery {
    viewer {
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
  const { viewer } = usePreloadedQuery<EditProfileScreenQuery>(editProfileScreenQuery, queryRef);
  if (!viewer) return null;
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
            <p className="rounded-xl bg-neutral-100 p-4 dark:bg-neutral-800">Turn on After Dark in Content Preferences to edit your After Dark profile.</p>
          )}
        </TabPanel>
      </Tabs>
    </SettingsPage>
  );
}
