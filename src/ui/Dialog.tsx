import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, type DialogProps as AriaDialogProps } from 'react-aria-components';

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  title: string;
  children: ReactNode;
}

export function Dialog({ title, children, className, ...props }: DialogProps) {
  return (
    <AriaDialog {...props} className={`relative flex flex-col gap-4 p-6 outline-0 ${typeof className === 'string' ? className : ''}`}>
      <Heading slot="title" className="text-xl font-bold">
        {title}
      </Heading>
      {children}
    </AriaDialog>
  );
}
