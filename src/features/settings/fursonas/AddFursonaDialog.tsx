import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { errorBarText } from '../../../lib/editState';
import { commitAsync } from '../../../relay/commitAsync';
import { useCreateSonaMutation } from '../mutations/CreateSonaMutation';
import { SpeciesPicker, type ChosenSpecies } from './SpeciesPicker';

/** A new fursona needs a non-empty name and a chosen species (SPEC §5). */
export function AddFursonaDialog({ onClose }: { onClose: () => void }) {
  const [commit, isCreating] = useCreateSonaMutation();
  const [displayName, setDisplayName] = useState('');
  const [species, setSpecies] = useState<ChosenSpecies | null>(null);
  const [hasFursuit, setHasFursuit] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canCreate = displayName.trim() !== '' && species !== null && !isCreating;

  const create = async () => {
    if (!canCreate) return;
    try {
      await commitAsync(
        commit,
        { variables: { input: { displayName: displayName.trim(), speciesId: species.speciesId, hasFursuit, images: [] } } },
        'Fursona',
      );
      onClose();
    } catch (caught) {
      setError(errorBarText(caught));
    }
  };

  return (
    <Dialog title="Add Fursona">
      <Form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <TextField label="Name" value={displayName} onChange={setDisplayName} maxLength={64} autoFocus />
        <SpeciesPicker value={species} onChange={setSpecies} />
        <Switch isSelected={hasFursuit} onChange={setHasFursuit}>
          Has a fursuit
        </Switch>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={!canCreate && !isCreating} isPending={isCreating}>
            Add Fursona
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
