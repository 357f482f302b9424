import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { ACCESS_PERMISSION_LABELS } from '../../../lib/labels';
import { Select } from '../../../ui/Select';
import { Switch } from '../../../ui/Switch';
import { commitAsync } from '../../../relay/commitAsync';
import { SaveChangesBar } from '../SaveChangesBar';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { useEditState } from '../useEditState';
import { useSetPrivacySettingsMutation } from '../mutations/SetPrivacySettingsMutation';
import type { PrivacyScreenQuery, AccessPermission } from './__generated__/PrivacyScreenQuery.graphql';

export const privacyScreenQuery = graphql`
  query PrivacyScreenQuery {
    viewer @required(action: THROW) {
      contentOptions {
        isAdOptIn
      }
      profile {
        privacySettings {
          viewProfile
          viewAge
          startChat
          viewKinks
          viewAd
          viewGroups
          viewEvents
          showLastOnline
        }
      }
    }
  }
`;

const KNOWN = Object.keys(ACCESS_PERMISSION_LABELS);
const OPTIONS = (Object.entries(ACCESS_PERMISSION_LABELS) as [AccessPermission, string][]).map(([key, label]) => ({ key, label }));
// Friends is the fallback for a value this client does not know (SPEC §3).
const known = (value: AccessPermission | undefined): AccessPermission => (value && KNOWN.includes(value) ? value : 'FRIENDS');

function PrivacyForm({
  settings,
  isAdOptIn,
}: {
  settings: NonNullable<NonNullable<PrivacyScreenQuery['response']['viewer']>['profile']['privacySettings']>;
  isAdOptIn: boolean;
}) {
  const [commit] = useSetPrivacySettingsMutation();
  const edit = useEditState(
    {
      viewProfile: known(settings.viewProfile),
      viewAge: known(settings.viewAge),
      startChat: known(settings.startChat),
      showLastOnline: settings.showLastOnline,
      viewKinks: known(settings.viewKinks),
      viewAd: known(settings.viewAd),
      viewGroups: known(settings.viewGroups),
      viewEvents: known(settings.viewEvents),
    },
    async (changes) => {
      await commitAsync(commit, { variables: { input: changes } }, 'Privacy');
    },
  );
  const { working, set } = edit;
  const field = (
    key: 'viewProfile' | 'viewAge' | 'startChat' | 'viewKinks' | 'viewAd' | 'viewGroups' | 'viewEvents',
    label: string,
    description: string,
  ) => (
    <Select
      label={label}
      description={description}
      options={OPTIONS}
      value={working[key]}
      onChange={(value) => set(key, value)}
      isDisabled={edit.isChanged(key) && edit.isSaving}
    />
  );
  return (
    <>
      <Card className="flex flex-col gap-5">
        {field('viewProfile', 'Who can see my profile', 'Others who may not see it will not find you.')}
        {field('viewAge', 'Who can see my age', 'The age of members under 18 is always shown.')}
        {field('startChat', 'Who can start a chat with me', 'Others see a disabled chat button.')}
        {field('viewGroups', 'Who can see my groups', 'On your profile and in the member lists of your groups.')}
        {field('viewEvents', 'Who can see my events', 'On your profile and in the attendee lists of the events you go to.')}
        <Switch
          isSelected={working.showLastOnline}
          onChange={(value) => set('showLastOnline', value)}
          isDisabled={edit.isChanged('showLastOnline') && edit.isSaving}
          className="max-w-sm"
        >
          Show when I was last online
        </Switch>
      </Card>
      {isAdOptIn && (
        <Card className="flex flex-col gap-5">
          <h2 className="text-lg font-bold">After Dark</h2>
          {field('viewKinks', 'Who can see my kinks', 'Only adults who turned on After Dark can see them at all.')}
          {field('viewAd', 'Who can see my After Dark profile', 'Only adults who turned on After Dark can see it at all.')}
        </Card>
      )}
      <SaveChangesBar hasChanges={edit.changed.length > 0} status={edit.status} error={edit.error} onSave={edit.save} />
    </>
  );
}

export function PrivacyScreen({ queryRef }: { queryRef: PreloadedQuery<PrivacyScreenQuery> }) {
  const { viewer } = useRouteQuery<PrivacyScreenQuery>(privacyScreenQuery, queryRef);
  const settings = viewer.profile.privacySettings;
  return (
    <SettingsPage title="Privacy">
      {settings && <PrivacyForm settings={settings} isAdOptIn={viewer.contentOptions.isAdOptIn} />}
    </SettingsPage>
  );
}
