import { useState } from 'react';
import { openModal } from '../../../ui/modalStack';
import { ImagePickerDialog, type PickableImage } from '../images/ImagePickerDialog';

/**
 * The primary and header image fields of one persona: `pick` opens the picker over the persona's images,
 * and `previewOf` gives the picture behind an id, for the images saved on the profile and those picked
 * since, so a preview never depends on which page of the gallery has been loaded.
 */
export function useImagePicker(isAd: boolean, saved: readonly (PickableImage | null | undefined)[]) {
  const [picked, setPicked] = useState<PickableImage[]>([]);
  return {
    previewOf: (id: string | null) => [...picked, ...saved].find((image) => image && image.id === id)?.previewUrl ?? null,
    pick: (title: string, selectedId: string | null, onPick: (id: string) => void) =>
      openModal((close) => (
        <ImagePickerDialog
          title={title}
          isAd={isAd}
          selectedId={selectedId}
          onSave={(image) => {
            setPicked((list) => [image, ...list]);
            onPick(image.id);
          }}
          onClose={close}
        />
      )),
  };
}

/** A picked image's 256 px preview, by the URL the server gave. */
export function ImagePreview({ url }: { url: string | null }) {
  return url ? <img src={url} alt="Image set" className="mt-1 h-20 rounded-lg object-cover" /> : <>None</>;
}
