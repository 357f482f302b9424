import { useState } from 'react';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { errorBarText } from '../../../lib/editState';
import { imageUrl } from '../../../lib/imageUrl';
import { Button } from '../../../ui/Button';
import { Switch } from '../../../ui/Switch';
import { TextDialog } from '../../../ui/TextDialog';
import { openModal } from '../../shell/modalStack';
import { commitAsync } from '../commitAsync';
import { FieldRow } from '../profile/FieldRow';
import { SaveChangesBar } from '../SaveChangesBar';
import { Card, SettingsPage } from '../SettingsPage';
import { useEditState } from '../useEditState';
import { useSonaEditMutation } from '../mutations/SonaEditMutation';
import { useSonaRemoveMutation } from '../mutations/SonaRemoveMutation';
import { SpeciesPicker } from './SpeciesPicker';
import type { EditFursonaScreenQuery, EditFursonaScreenQuery$data } from './__generated__/EditFursonaScreenQuery.graphql';
import { presentNodes } from '../edges';

export const editFursonaScreenQuery = graphql`
  query EditFursonaScreenQuery {
    viewer {
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
      images(first: 100) {
        edges {
          node {
            id
            image {
              uuid
            }
          }
        }
      }
    }
  }
`;

type Viewer = NonNullable<EditFursonaScreenQuery$data['viewer']>;
type Sona = Viewer['sonas'][number];

function EditFursona({ sona, images }: { sona: Sona; images: Viewer['images']['edges'][number]['node'][] }) {
  const navigate = useNavigate();
  const [commitEdit] = useSonaEditMutation();
  const [commitRemove, isRemoving] = useSonaRemoveMutation();
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
          onPress={() => openModal((close) => <TextDialog title="Name" label="Name" initialValue={working.displayName} maxLength={64} onSave={(value) => value && set('displayName', value)} onClose={close} />)}
        />
        <SpeciesPicker value={working.species} onChange={(species) => set('species', species)} isDisabled={busy('species')} />
        <Switch isSelected={working.hasFursuit} onChange={(value) => set('hasFursuit', value)} isDisabled={busy('hasFursuit')} className="max-w-sm">
          Has a fursuit
        </Switch>
        <CheckboxGroup value={working.images} onChange={(value) => set('images', value)} isDisabled={busy('images')} className="flex flex-col gap-2">
          <Label className="text-sm font-semibold">Linked images</Label>
          {images.length === 0 && <p className="text-sm">Upload images in your gallery to link them here.</p>}
          <div className="grid grid-cols-[repeat(auto-fill,minmax(120px,1fr))] gap-2">
            {images.map((node, index) => (
              <Checkbox
                key={node.id}
                value={node.id}
                className={({ isSelected, isFocusVisible }) =>
                  `relative overflow-hidden rounded-lg outline-offset-2 ${isSelected ? 'ring-4 ring-violet-700' : ''} ${isFocusVisible ? 'outline-2 outline-violet-600' : ''}`
                }
              >
                {({ isSelected }) => (
                  <>
                    <img src={imageUrl(node.image.uuid, 256)} alt={`Image ${index + 1}`} className="aspect-square w-full object-cover" />
                    {isSelected && (
                      <span aria-hidden="true" className="absolute top-1 right-1 rounded-full bg-violet-700 px-1.5 text-white">
                        ✓
                      </span>
                    )}
                  </>
                )}
              </Checkbox>
            ))}
          </div>
        </CheckboxGroup>
        <Button variant="secondary" onPress={remove} isBusy={isRemoving} className="self-start">
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
  const { viewer } = usePreloadedQuery<EditFursonaScreenQuery>(editFursonaScreenQuery, queryRef);
  const sona = viewer?.sonas.find((entry) => entry.id === sonaId);
  if (!viewer || !sona) return <Navigate to="/settings/profile/fursonas" replace />;
  return (
    <SettingsPage title="Edit Fursona" back={{ to: '/settings/profile/fursonas', label: 'Fursonas' }}>
      <EditFursona key={sona.id} sona={sona} images={presentNodes(viewer.images.edges)} />
    </SettingsPage>
  );
}
