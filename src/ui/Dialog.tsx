import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { Button } from './Button';
import { CloseIcon } from './icons';

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  title: string;
  children: ReactNode;
  /** Only for a dialog that must be answered (the alpha disclaimer): every other one offers a way out. */
  hideCloseButton?: boolean;
}

/**
 * A titled dialog with a visible Close button (WCAG 2.1.2: a keyboard or pointer user always has a way out
 * that changes nothing). Escape closes it too, through the surrounding Modal.
 */
export function Dialog({ title, children, className, hideCloseButton = false, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={`relative flex flex-col gap-4 p-6 outline-0 ${typeof className === 'string' ? className : ''}`}>
      {({ close }) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <Heading slot="title" className="min-w-0 text-xl font-bold break-words">
              {title}
            </Heading>
            {!hideCloseButton && (
              <Button variant="quiet" size="icon" aria-label="Close" onPress={close} className="-mt-2 -mr-2 flex-none">
                <CloseIcon />
              </Button>
            )}
          </div>
          {children}
        </>
      )}
    </AriaDialog>
  );
}
