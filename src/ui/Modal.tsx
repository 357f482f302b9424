import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';

const overlayStyles = tv({
  base: 'fixed inset-0 z-40 flex min-h-full items-start justify-center overflow-y-auto bg-neutral-950/50 p-4 pt-[10vh] text-center',
  variants: {
    isEntering: { true: 'animate-[fade-in_200ms_ease-out] motion-reduce:animate-none' },
    isExiting: { true: 'animate-[fade-out_150ms_ease-in] motion-reduce:animate-none' },
  },
});

const modalStyles = tv({
  base: 'w-full max-w-md overflow-hidden rounded-2xl bg-white text-left align-middle text-neutral-900 shadow-2xl dark:bg-neutral-900 dark:text-neutral-100',
});

/** The overlay and frame; put a `Dialog` inside. `isDismissable` lets a backdrop click close it. */
export function Modal(props: ModalOverlayProps) {
  return (
    <ModalOverlay {...props} className={overlayStyles}>
      <AriaModal {...props} className={modalStyles()} />
    </ModalOverlay>
  );
}
