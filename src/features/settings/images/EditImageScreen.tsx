import { useState } from 'react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { CONTENT_RATING_LABELS, IMAGE_ACCESS_LABELS } from '../../../lib/labels';
import { errorBarText } from '../../../lib/editState';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { openModal } from '../../../ui/modalStack';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { ALT_TEXT_DESCRIPTION, MAX_ALT_TEXT } from './altText';
import { commitAsync } from '../../../relay/commitAsync';
import { SaveChangesBar } from '../SaveChangesBar';
import { useEditState } from '../useEditState';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { useSetImageContentRatingMutation } from '../mutations/SetImageContentRatingMutation';
import { useEditProfileImageMutation } from '../mutations/EditProfileImageMutation';
import { useRemoveProfileImageMutation } from '../mutations/RemoveProfileImageMutation';
import { useSetProfileImageMutation } from '../mutations/SetProfileImageMutation';
import type { EditImageScreenQuery, EditImageScreenQuery$data } from './__generated__/EditImageScreenQuery.graphql';

export const editImageScreenQuery = graphql`
  query EditImageScreenQuery($id: ID!) @throwOnFieldError {
    viewer @required(action: THROW) {
      isAdult
      image(id: $id) {
        id
        accessPermission
        altText
        isPrimary
        image {
          uuid
          url(width: 768)
          contentRating
        }
      }
    }
  }
`;

type Image = NonNullable<EditImageScreenQuery$data['viewer']['image']>;
const entries = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([key, label]) => ({ key, label }));

function EditImage({ image, isAdult }: { image: Image; isAdult: boolean }) {
  const navigate = useNavigate();
  const [commitAccess] = useEditProfileImageMutation();
  const [commitRating] = useSetImageContentRatingMutation();
  const [commitPrimary, isSettingPrimary] = useSetProfileImageMutation();
  const [commitRemove, isRemoving] = useRemoveProfileImageMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const edit = useEditState(
    { accessPermission: image.accessPermission, contentRating: image.image.contentRating, altText: image.altText ?? '' },
    async (changes, working) => {
      if (changes.accessPermission !== undefined || changes.altText !== undefined) {
        const altText = changes.altText === undefined ? {} : { altText: changes.altText.trim() || null };
        await commitAsync(
          commitAccess,
          { variables: { input: { id: image.id, accessPermission: working.accessPermission, ...altText } } },
          changes.altText === undefined ? 'Access' : 'Alt text',
        );
      }
      if (changes.contentRating)
        await commitAsync(
          commitRating,
          { variables: { input: { uuid: image.image.uuid, contentRating: changes.contentRating } } },
          'Content rating',
        );
    },
  );
  const busy = (key: 'accessPermission' | 'contentRating' | 'altText') => edit.isChanged(key) && edit.isSaving;

  const act = async (run: () => Promise<unknown>) => {
    setActionError(null);
    try {
      await run();
    } catch (error) {
      setActionError(errorBarText(error));
    }
  };

  return (
    <>
      <Card className="flex flex-col gap-4">
        <img src={image.image.url} alt="The image being edited" className="max-h-[28rem] w-fit rounded-xl object-contain" />
        <TextField
          label="Alt text"
          description={ALT_TEXT_DESCRIPTION}
          value={edit.working.altText}
          onChange={(value) => edit.set('altText', value)}
          maxLength={MAX_ALT_TEXT}
          isDisabled={busy('altText')}
          className="max-w-xl"
        />
        <Select
          label="Who can see it"
          options={entries(IMAGE_ACCESS_LABELS)}
          value={edit.working.accessPermission}
          onChange={(value) => edit.set('accessPermission', value)}
          isDisabled={busy('accessPermission')}
        />
        <Select
          label="Content rating"
          options={entries(CONTENT_RATING_LABELS).filter((option) => isAdult || option.key === 'SAFE')}
          value={edit.working.contentRating}
          onChange={(value) => edit.set('contentRating', value)}
          isDisabled={busy('contentRating')}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            isDisabled={image.isPrimary}
            isPending={isSettingPrimary}
            onPress={() => act(() => commitAsync(commitPrimary, { variables: { input: { id: image.id } } }, 'Primary image'))}
          >
            {image.isPrimary ? 'This is your primary image' : 'Set as primary'}
          </Button>
          <Button
            variant="secondary"
            isPending={isRemoving}
            onPress={() =>
              openModal((close) => (
                <ConfirmDialog
                  title="Remove image?"
                  confirmLabel="Remove image"
                  onCancel={close}
                  onConfirm={() => {
                    close();
                    void act(async () => {
                      await commitAsync(commitRemove, { variables: { input: { id: image.id } } }, 'Remove');
                      void navigate({ to: '/settings/profile/images' });
                    });
                  }}
                >
                  <p>The image is deleted from your gallery and your profile. This can't be undone.</p>
                  {image.isPrimary && (
                    <p className="font-semibold">This is your primary image: your profile will have no picture until you choose another.</p>
                  )}
                </ConfirmDialog>
              ))
            }
          >
            Remove
          </Button>
        </div>
        {actionError && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {actionError}
          </p>
        )}
      </Card>
      <SaveChangesBar hasChanges={edit.changed.length > 0} status={edit.status} error={edit.error} onSave={edit.save} />
    </>
  );
}

/** Edit Profile Image; an image that is not the member's leads back to the gallery (SPEC §2). */
export function EditImageScreen({ queryRef }: { queryRef: PreloadedQuery<EditImageScreenQuery> }) {
  const { viewer } = useRouteQuery<EditImageScreenQuery>(editImageScreenQuery, queryRef);
  const image = viewer.image;
  if (!image) return <Navigate to="/settings/profile/images" replace />;
  return (
    <SettingsPage title="Edit Profile Image" back={{ to: '/settings/profile/images', label: 'Image Gallery' }}>
      <EditImage key={image.id} image={image} isAdult={viewer.isAdult} />
    </SettingsPage>
  );
}
