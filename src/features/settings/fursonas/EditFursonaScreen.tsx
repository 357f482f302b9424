import { useState } from 'react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { errorBarText } from '../../../lib/editState';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Switch } from '../../../ui/Switch';
import { TextDialog } from '../../../ui/TextDialog';
import { openModal } from '../../../ui/modalStack';
import { commitAsync } from '../../../relay/commitAsync';
import { FieldRow } from '../profile/FieldRow';
import { SaveChangesBar } from '../SaveChangesBar';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { useEditState } from '../useEditState';
import { useEditSonaMutation } from '../mutations/EditSonaMutation';
import { useRemoveSonaMutation } from '../mutations/RemoveSonaMutation';
import { SpeciesPicker } from './SpeciesPicker';
import { SonaImagePicker } from './SonaImagePicker';
import type { EditFursonaScreenQuery, EditFursonaScreenQuery$data } from './__generated__/EditFursonaScreenQuery.graphql';

export const editFursonaScreenQuery = graphql`
  query EditFursonaScreenQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      sonas {
        id
        displayName
        hasFursuit
        species {
          speciesId
          displayName
        }
        images {
          id
        }
      }
      ...SonaImagePicker_viewer
    }
  }
`;

type Viewer = EditFursonaScreenQuery$data['viewer'];
type Sona = Viewer['sonas'][number];

function EditFursona({ sona, viewer }: { sona: Sona; viewer: Viewer }) {
  const navigate = useNavigate();
  const [commitEdit] = useEditSonaMutation();
  const [commitRemove, isRemoving] = useRemoveSonaMutation();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const edit = useEditState(
    { displayName: sona.displayName, species: sona.species, hasFursuit: sona.hasFursuit, images: sona.images.map((image) => image.id) },
    async (changes) => {
      const input = {
        id: sona.id,
        // An empty name change is ignored; the species id goes as an integer (SPEC §5).
        ...(changes.displayName?.trim() ? { displayName: changes.displayName.trim() } : {}),
        ...(changes.species ? { speciesId: Math.trunc(changes.species.speciesId) } : {}),
        ...(changes.hasFursuit !== undefined ? { hasFursuit: changes.hasFursuit } : {}),
        ...(changes.images ? { images: changes.images } : {}),
      };
      await commitAsync(commitEdit, { variables: { input } }, 'Fursona');
    },
  );
  const { working, set } = edit;
  const busy = (key: keyof typeof working) => edit.isChanged(key) && edit.isSaving;

  const remove = async () => {
    try {
      await commitAsync(commitRemove, { variables: { input: { id: sona.id } } }, 'Remove');
      void navigate({ to: '/settings/profile/fursonas' });
    } catch (error) {
      setRemoveError(errorBarText(error));
    }
  };

  return (
    <>
      <Card className="flex flex-col gap-4">
        <FieldRow
          label="Name"
          value={working.displayName}
          isChanged={edit.isChanged('displayName')}
          isSaving={edit.isSaving}
          onPress={() =>
            openModal((close) => (
              <TextDialog
                title="Name"
                label="Name"
                initialValue={working.displayName}
                maxLength={64}
                onSave={(value) => value && set('displayName', value)}
                onClose={close}
              />
            ))
          }
        />
        <SpeciesPicker value={working.species} onChange={(species) => set('species', species)} isDisabled={busy('species')} />
        <Switch
          isSelected={working.hasFursuit}
          onChange={(value) => set('hasFursuit', value)}
          isDisabled={busy('hasFursuit')}
          className="max-w-sm"
        >
          Has a fursuit
        </Switch>
        <SonaImagePicker viewer={viewer} value={working.images} onChange={(value) => set('images', value)} isDisabled={busy('images')} />
        <Button
          variant="secondary"
          isPending={isRemoving}
          className="self-start"
          onPress={() =>
            openModal((close) => (
              <ConfirmDialog
                title={`Remove ${sona.displayName}?`}
                confirmLabel="Remove fursona"
                onCancel={close}
                onConfirm={() => (close(), void remove())}
              >
                <p>{sona.displayName} disappears from your profile. Their images stay in your gallery. This can't be undone.</p>
              </ConfirmDialog>
            ))
          }
        >
          Remove fursona
        </Button>
        {removeError && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {removeError}
          </p>
        )}
      </Card>
      <SaveChangesBar hasChanges={edit.changed.length > 0} status={edit.status} error={edit.error} onSave={edit.save} />
    </>
  );
}

/** Edit Fursona; an unknown fursona leads back to the list (SPEC §2). */
export function EditFursonaScreen({ queryRef, sonaId }: { queryRef: PreloadedQuery<EditFursonaScreenQuery>; sonaId: string }) {
  const { viewer } = useRouteQuery<EditFursonaScreenQuery>(editFursonaScreenQuery, queryRef);
  const sona = viewer.sonas.find((entry) => entry.id === sonaId);
  if (!sona) return <Navigate to="/settings/profile/fursonas" replace />;
  return (
    <SettingsPage title="Edit Fursona" back={{ to: '/settings/profile/fursonas', label: 'Fursonas' }}>
      <EditFursona key={sona.id} sona={sona} viewer={viewer} />
    </SettingsPage>
  );
}
