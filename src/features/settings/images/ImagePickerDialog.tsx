import { ListBox, ListBoxItem } from 'react-aria-components';
import { imageUrl } from '../../../lib/imageUrl';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';

export interface PickableImage {
  id: string;
  uuid: string;
}

/** Picks one of the member's own images (primary or header image). */
export function ImagePickerDialog({ title, images, selectedId, onSave, onClose }: { title: string; images: readonly PickableImage[]; selectedId: string | null; onSave: (id: string) => void; onClose: () => void }) {
  return (
    <Dialog title={title}>
      {images.length === 0 ? (
        <p>Upload an image first in your image gallery.</p>
      ) : (
        <ListBox
          aria-label={title}
          layout="grid"
          items={images}
          selectionMode="single"
          selectedKeys={selectedId ? [selectedId] : []}
          onSelectionChange={(selection) => {
            const id = selection !== 'all' ? ([...selection][0] as string | undefined) : undefined;
            if (id) {
              onSave(id);
              onClose();
            }
          }}
          className="grid max-h-96 grid-cols-3 gap-2 overflow-y-auto p-1 outline-0"
        >
          {(image) => (
            <ListBoxItem
              id={image.id}
              textValue={`Image ${images.indexOf(image) + 1}`}
              className={({ isSelected, isFocusVisible }) =>
                `overflow-hidden rounded-lg outline-offset-2 ${isSelected ? 'ring-4 ring-violet-700' : ''} ${isFocusVisible ? 'outline-2 outline-violet-600' : 'outline-0'}`
              }
            >
              <img src={imageUrl(image.uuid, 256)} alt={`Image ${images.indexOf(image) + 1}`} className="aspect-square w-full object-cover" />
            </ListBoxItem>
          )}
        </ListBox>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
}
