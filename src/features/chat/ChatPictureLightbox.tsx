import { DialogTrigger, Button as AriaButton } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Modal } from '../../ui/Modal';
import { Dialog } from '../../ui/Dialog';

interface ChatPictureLightboxProps {
  /** The thumbnail that opens it: a button named for the picture. */
  trigger: ReactNode;
  label: string;
  url: string;
  alt: string;
  autoFocus?: boolean;
}

/**
 * A chat picture at full size over the room. The profile lightbox is made for gallery pictures (likes, reports
 * of a profile picture, paging a gallery), so a chat picture opens in this plain one: the picture, its name, Close;
 * Escape and a click outside close it too, and focus goes back to the thumbnail.
 */
export function ChatPictureLightbox({ trigger, label, url, alt, autoFocus }: ChatPictureLightboxProps) {
  return (
    <DialogTrigger>
      <AriaButton
        aria-label={label}
        autoFocus={autoFocus}
        className="block overflow-hidden rounded-lg outline-offset-2 outline-violet-600 focus-visible:outline-2"
      >
        {trigger}
      </AriaButton>
      <Modal isDismissable>
        <Dialog title={label}>
          <img src={url} alt={alt} className="max-h-[70vh] w-full rounded-lg object-contain" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
