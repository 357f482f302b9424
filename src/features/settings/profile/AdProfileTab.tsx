import { graphql, useFragment } from 'react-relay/hooks';
import { BEHAVIOUR_LABELS, SAFE_SEX_LABELS, SEX_POSITION_LABELS, labelOf } from '../../../lib/labels';
import { SelectDialog } from '../../../ui/SelectDialog';
import { Switch } from '../../../ui/Switch';
import { TextDialog } from '../../../ui/TextDialog';
import { openModal } from '../../../ui/modalStack';
import { commitAsync } from '../../../relay/commitAsync';
import { SaveChangesBar } from '../SaveChangesBar';
import { useEditState } from '../useEditState';
import { Card } from '../../../ui/Card';
import { useSetAdBioMutation } from '../mutations/SetAdBioMutation';
import { useSetProfileImageMutation } from '../mutations/SetProfileImageMutation';
import { useSetProfileHeaderImageMutation } from '../mutations/SetProfileHeaderImageMutation';
import { FieldRow } from './FieldRow';
import { ImagePreview, useImagePicker } from './imagePicking';
import type { AdProfileTab_viewer$key } from './__generated__/AdProfileTab_viewer.graphql';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([key, label]) => ({ key, label }));

/** The After Dark persona: its images, biography, positions, behaviour, safe sex and hosting. */
export function AdProfileTab({ viewer }: { viewer: AdProfileTab_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AdProfileTab_viewer on Viewer {
        profile {
          headerImageAd {
            id
            image {
              previewUrl: url(width: 256)
            }
          }
          primaryImageAd {
            id
            image {
              previewUrl: url(width: 256)
            }
          }
          bioAd {
            biography
            sexPositions
            behaviour
            safeSex
            canHost
          }
        }
      }
    `,
    viewer,
  );
  const [commitBioAd] = useSetAdBioMutation();
  const [commitPrimary] = useSetProfileImageMutation();
  const [commitHeader] = useSetProfileHeaderImageMutation();
  const { headerImageAd, primaryImageAd } = data.profile;
  const { previewOf, pick } = useImagePicker(true, [
    headerImageAd && { id: headerImageAd.id, previewUrl: headerImageAd.image.previewUrl },
    primaryImageAd && { id: primaryImageAd.id, previewUrl: primaryImageAd.image.previewUrl },
  ]);
  const bioAd = data.profile.bioAd;

  const edit = useEditState(
    {
      headerImageId: data.profile.headerImageAd?.id ?? null,
      primaryImageId: data.profile.primaryImageAd?.id ?? null,
      biography: bioAd?.biography ?? null,
      sexPositions: bioAd?.sexPositions ?? [],
      behaviour: bioAd?.behaviour ?? null,
      safeSex: bioAd?.safeSex ?? null,
      canHost: bioAd?.canHost ?? false,
    },
    async ({ headerImageId, primaryImageId, ...bioChanges }) => {
      if (Object.keys(bioChanges).length) await commitAsync(commitBioAd, { variables: { input: bioChanges } }, 'After Dark bio');
      if (primaryImageId) await commitAsync(commitPrimary, { variables: { input: { id: primaryImageId } } }, 'Primary image');
      if (headerImageId) await commitAsync(commitHeader, { variables: { input: { id: headerImageId } } }, 'Header image');
    },
  );
  const { working, set } = edit;
  const row = (key: keyof typeof working) => ({ isChanged: edit.isChanged(key), isSaving: edit.isSaving });
  return (
    <>
      <Card className="flex flex-col p-2">
        <FieldRow
          label="After Dark header image"
          value={<ImagePreview url={previewOf(working.headerImageId)} />}
          {...row('headerImageId')}
          onPress={() => pick('After Dark header image', working.headerImageId, (id) => set('headerImageId', id))}
        />
        <FieldRow
          label="After Dark primary image"
          value={<ImagePreview url={previewOf(working.primaryImageId)} />}
          {...row('primaryImageId')}
          onPress={() => pick('After Dark primary image', working.primaryImageId, (id) => set('primaryImageId', id))}
        />
        <FieldRow
          label="After Dark biography"
          value={working.biography ?? '—'}
          {...row('biography')}
          onPress={() =>
            openModal((close) => (
              <TextDialog
                title="After Dark biography"
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
          label="Sex positions"
          value={working.sexPositions.map((value) => labelOf(SEX_POSITION_LABELS, value)).join(', ') || '—'}
          {...row('sexPositions')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="multi"
                title="Sex positions"
                options={options(SEX_POSITION_LABELS)}
                values={working.sexPositions}
                onSave={(values) => set('sexPositions', values as typeof working.sexPositions)}
                onClose={close}
              />
            ))
          }
        />
        <FieldRow
          label="Behaviour"
          value={labelOf(BEHAVIOUR_LABELS, working.behaviour) ?? '—'}
          {...row('behaviour')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="single"
                optional
                title="Behaviour"
                options={options(BEHAVIOUR_LABELS)}
                value={working.behaviour}
                onSave={(value) => set('behaviour', value as typeof working.behaviour)}
                onClose={close}
              />
            ))
          }
        />
        <FieldRow
          label="Safe sex"
          value={labelOf(SAFE_SEX_LABELS, working.safeSex) ?? '—'}
          {...row('safeSex')}
          onPress={() =>
            openModal((close) => (
              <SelectDialog
                mode="single"
                optional
                title="Safe sex"
                options={options(SAFE_SEX_LABELS)}
                value={working.safeSex}
                onSave={(value) => set('safeSex', value as typeof working.safeSex)}
                onClose={close}
              />
            ))
          }
        />
        <div className="px-4 py-3">
          <Switch
            isSelected={working.canHost}
            onChange={(value) => set('canHost', value)}
            isDisabled={edit.isChanged('canHost') && edit.isSaving}
          >
            Can host
          </Switch>
        </div>
      </Card>
      <SaveChangesBar hasChanges={edit.changed.length > 0} status={edit.status} error={edit.error} onSave={edit.save} />
    </>
  );
}
