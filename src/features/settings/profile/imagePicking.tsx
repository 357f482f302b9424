import { useState } from 'react';
import { imageUrl } from '../../../lib/imageUrl';
import { useOpenModal } from '../useOpenModal';
import { ImagePickerDialog, type PickableImage } from '../images/ImagePickerDialog';

/** Opens the picker for a primary or header image among the member's images of one persona. */
export function usePickImage(isAd: boolean) {
  const open = useOpenModal();
  return (title: string, selectedId: string | null, onSave: (image: PickableImage) => void) =>
    open((close) => <ImagePickerDialog title={title} isAd={isAd} selectedId={selectedId} onSave={onSave} onClose={close} />);
}

/**
 * The pictures behind image ids a tab shows: those saved on the profile and those picked since, so a
 * preview never depends on which page of the gallery has been loaded.
 */
export function usePickedImages(saved: readonly (PickableImage | null | undefined)[]) {
  const [picked, setPicked] = useState<PickableImage[]>([]);
  return {
    uuidOf: (id: string | null) => [...picked, ...saved].find((image) => image && image.id === id)?.uuid ?? null,
    remember: (image: PickableImage) => setPicked((list) => [image, ...list]),
  };
}

export function ImagePreview({ uuid }: { uuid: string | null }) {
  return uuid ? <img src={imageUrl(uuid, 256)} alt="" className="mt-1 h-20 rounded-lg object-cover" /> : <>None</>;
}
