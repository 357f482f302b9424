import { useCallback } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { GENDER_CHOICES, RELATIONSHIP_STATUS_LABELS, SEXUAL_ORIENTATION_LABELS, labelOf } from '../../../lib/labels';
import { LANGUAGE_CODES, languageName } from '../../../lib/languages';
import { SelectDialog, type SelectOption } from '../../../ui/SelectDialog';
import { TextDialog } from '../../../ui/TextDialog';
import { openModal } from '../../../ui/modalStack';
import { useSetDisplayNameMutation } from '../../onboarding/SetDisplayNameMutation';
import { commitAsync } from '../../../relay/commitAsync';
import { SaveChangesBar } from '../SaveChangesBar';
import { useEditState } from '../useEditState';
import { Card } from '../../../ui/Card';
import { useSetBioMutation } from '../mutations/SetBioMutation';
import { useSetInterestsMutation } from '../mutations/SetInterestsMutation';
import { useSetUsernameMutation } from '../mutations/SetUsernameMutation';
import { useSetProfileImageMutation } from '../mutations/SetProfileImageMutation';
import { useSetProfileHeaderImageMutation } from '../mutations/SetProfileHeaderImageMutation';
import { DateOfBirthRow } from './DateOfBirthRow';
import { FieldRow } from './FieldRow';
import { ImagePreview, useImagePicker } from './imagePicking';
import type { ProfileTab_viewer$key } from './__generated__/ProfileTab_viewer.graphql';
import type { ProfileTabInterestsQuery } from './__generated__/ProfileTabInterestsQuery.graphql';

const interestsQuery = graphql`
  query ProfileTabInterestsQuery($search: String!) {
    interests(search: $search) {
      id
      interest
    }
  }
`;

const LANGUAGE_OPTIONS: SelectOption[] = LANGUAGE_CODES.map((code) => ({ key: code, label: languageName(code), sublabel: code }));
const toOptions = (labels: Record<string, string>): SelectOption[] => Object.entries(labels).map(([key, label]) => ({ key, label }));
const listOrDash = (values: readonly string[]) => (values.length ? values.join(', ') : '—');

export function ProfileTab({ viewer }: { viewer: ProfileTab_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileTab_viewer on Viewer {
        featureFlags {
          key
        }
        profile {
          displayName
          username
          dateOfBirth
          headerImage {
            id
            image {
              previewUrl: url(width: 256)
            }
          }
          primaryImage {
            id
            image {
              previewUrl: url(width: 256)
            }
          }
          bio {
            biography
            genders
            languages
            relationshipStatus
            sexualOrientation
            hobbies {
              interest {
                interest
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const [commitName] = useSetDisplayNameMutation();
  const [commitUsername] = useSetUsernameMutation();
  const [commitBio] = useSetBioMutation();
  const [commitInterests] = useSetInterestsMutation();
  const [commitPrimary] = useSetProfileImageMutation();
  const [commitHeader] = useSetProfileHeaderImageMutation();

  const { profile } = data;
  const bio = profile.bio;
  const canEditUsername = data.featureFlags.some((flag) => flag.key === 'manage_username');
  const { previewOf, pick } = useImagePicker(false, [
    profile.headerImage && { id: profile.headerImage.id, previewUrl: profile.headerImage.image.previewUrl },
    profile.primaryImage && { id: profile.primaryImage.id, previewUrl: profile.primaryImage.image.previewUrl },
  ]);

  const edit = useEditState(
    {
      headerImageId: profile.headerImage?.id ?? null,
      primaryImageId: profile.primaryImage?.id ?? null,
      displayName: profile.displayName,
      username: profile.username ?? '',
      biography: bio?.biography ?? null,
      genders: bio?.genders ?? [],
      languages: bio?.languages ?? [],
      relationshipStatus: bio?.relationshipStatus ?? null,
      sexualOrientation: bio?.sexualOrientation ?? null,
      hobbies: bio?.hobbies.map((hobby) => hobby.interest.interest) ?? [],
    },
    async (changes) => {
      if (changes.displayName !== undefined)
        await commitAsync(commitName, { variables: { input: { displayName: changes.displayName } } }, 'Display name');
      if (changes.username !== undefined)
        await commitAsync(commitUsername, { variables: { input: { username: changes.username } } }, 'Username');
      const { biography, genders, languages, relationshipStatus, sexualOrientation } = changes;
      const bioChanges = Object.fromEntries(
        Object.entries({ biography, genders, languages, relationshipStatus, sexualOrientation }).filter(([, value]) => value !== undefined),
      );
      if (Object.keys(bioChanges).length) await commitAsync(commitBio, { variables: { input: bioChanges } }, 'Bio');
      if (changes.hobbies !== undefined)
        await commitAsync(commitInterests, { variables: { input: { interests: changes.hobbies } } }, 'Interests');
      if (changes.primaryImageId)
        await commitAsync(commitPrimary, { variables: { input: { id: changes.primaryImageId } } }, 'Primary image');
      if (changes.headerImageId) await commitAsync(commitHeader, { variables: { input: { id: changes.headerImageId } } }, 'Header image');
    },
  );
  const { working, set } = edit;
  const row = (key: keyof typeof working) => ({ isChanged: edit.isChanged(key), isSaving: edit.isSaving });

  const searchInterests = useCallback(
    async (search: string) => {
      const found = await fetchQuery<ProfileTabInterestsQuery>(
        environment,
        interestsQuery,
        { search },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return (found?.interests ?? []).map((interest) => ({ key: interest.interest, label: interest.interest }));
    },
    [environment],
  );

  return (
    <>
      <Card className="flex flex-col p-2">
        <FieldRow
          label="Header image"
          value={<ImagePreview url={previewOf(working.headerImageId)} />}
          {...row('headerImageId')}
          onPress={() => pick('Header image', working.headerImageId, (id) => set('headerImageId', id))}
        />
        <FieldRow
          label="Primary image"
          value={<ImagePreview url={previewOf(working.primaryImageId)} />}
          {...row('primaryImageId')}
          onPress={() => pick('Primary image', working.primaryImageId, (id) => set('primaryImageId', id))}
        />
        <FieldRow
          label="Display name"
          value={working.displayName}
          {...row('displayName')}
          onPress={() =>
            openModal((close) => (
              <TextDialog
                title="Display name"
                label="Display name"
                initialValue={working.displayName}
                requireValue
                maxLength={64}
                onSave={(value) => set('displayName', value)}
                onClose={close}
              />
            ))
          }
        />
        {canEditUsername && (
          <FieldRow
            label="Username"
            value={working.username ? `@${working.username}` : '—'}
            {...row('username')}
            onPress={() =>
              openModal((close) => (
                <TextDialog
                  title="Username"
                  label="Username"
                  initialValue={working.username}
                  requireValue
                  maxLength={32}
                  onSave={(value) => set('username', value)}
                  onClose={close}
                />
              ))
            }
          />
        )}
        <FieldRow
          label="Biography"
          value={working.biography ?? '—'}
          {...row('biography')}
          onPress={() =>
            openModal((close) => (
              <TextDialog
                title="Biography"
                label="Biography"
                initialValue={working.biography}
                multiline
                maxLength={4000}
                onSave={(value) => set('biography', value === '' ? null : value)}
                onClose={close}
              />
            ))
          }
        />
        <FieldRow
          label="Genders"
          value={listOrDash(working.genders)}
          {...row('genders')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="multi"
                title="Genders"
                options={GENDER_CHOICES.map((gender) => ({ key: gender, label: gender }))}
                values={working.genders}
                allowCustom
                customLabel="Custom gender"
                onSave={(values) => set('genders', values)}
                onClose={close}
              />
            ))
          }
        />
        <FieldRow
          label="Languages"
          value={listOrDash(working.languages.map(languageName))}
          {...row('languages')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="multi"
                title="Languages"
                options={LANGUAGE_OPTIONS}
                searchable
                values={working.languages}
                onSave={(values) => set('languages', values)}
                onClose={close}
              />
            ))
          }
        />
        <FieldRow
          label="Relationship status"
          value={labelOf(RELATIONSHIP_STATUS_LABELS, working.relationshipStatus) ?? '—'}
          {...row('relationshipStatus')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="single"
                optional
                title="Relationship status"
                options={toOptions(RELATIONSHIP_STATUS_LABELS)}
                value={working.relationshipStatus}
                onSave={(value) => set('relationshipStatus', value as typeof working.relationshipStatus)}
                onClose={close}
              />
            ))
          }
        />
        <FieldRow
          label="Orientation"
          value={labelOf(SEXUAL_ORIENTATION_LABELS, working.sexualOrientation) ?? '—'}
          {...row('sexualOrientation')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="single"
                optional
                title="Orientation"
                options={toOptions(SEXUAL_ORIENTATION_LABELS)}
                value={working.sexualOrientation}
                onSave={(value) => set('sexualOrientation', value as typeof working.sexualOrientation)}
                onClose={close}
              />
            ))
          }
        />
        <FieldRow
          label="Interests"
          value={listOrDash(working.hobbies)}
          {...row('hobbies')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="multi"
                title="Interests"
                options={working.hobbies.map((hobby) => ({ key: hobby, label: hobby }))}
                onSearch={searchInterests}
                values={working.hobbies}
                allowCustom
                customLabel="New interest"
                onSave={(values) => set('hobbies', values)}
                onClose={close}
              />
            ))
          }
        />
        <DateOfBirthRow dateOfBirth={profile.dateOfBirth ?? null} />
      </Card>
      <SaveChangesBar hasChanges={edit.changed.length > 0} status={edit.status} error={edit.error} onSave={edit.save} />
    </>
  );
}
