import { createElement } from 'react';
import { openModal } from '../../shell/modalStack';
import { ImagePickerDialog, type PickableImage } from '../images/ImagePickerDialog';

/** Opens the picker for a primary or header image among the member's images of one persona. */
export function pickImage(title: string, images: readonly PickableImage[], selectedId: string | null, onSave: (id: string) => void) {
  openModal((close) => createElement(ImagePickerDialog, { title, images, selectedId, onSave, onClose: close }));
}
