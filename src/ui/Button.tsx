import { useEffect, useId } from 'react';
import {
  Button as AriaButton,
  ProgressBarContext,
  composeRenderProps,
  useSlottedContext,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { tv, type VariantProps } from 'tailwind-variants/lite';
import { Spinner } from './Spinner';
import { focusRing } from './utils';

export const buttonStyles = tv({
  extend: focusRing,
  base: 'inline-flex cursor-default items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
  variants: {
    variant: {
      primary:
        'bg-violet-700 text-white hover:bg-violet-800 data-pressed:bg-violet-900 dark:bg-violet-300 dark:text-neutral-950 dark:hover:bg-violet-200',
      secondary:
        'border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100 dark:border-neutral-600 dark:bg-neutral-800 dark:text-neutral-100 dark:hover:bg-neutral-700',
      quiet: 'bg-transparent text-neutral-800 hover:bg-neutral-200 dark:text-neutral-100 dark:hover:bg-neutral-800',
    },
    size: {
      md: 'px-4 py-2 text-sm',
      lg: 'w-full px-4 py-3 text-base',
      icon: 'h-10 w-10 p-0',
    },
    isDisabled: {
      true: 'cursor-not-allowed opacity-60',
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export interface ButtonProps extends AriaButtonProps, Omit<VariantProps<typeof buttonStyles>, 'isDisabled' | 'isFocusVisible'> {}

/**
 * React Aria's button. While `isPending` it keeps focus (it is aria-disabled, not disabled), ignores presses,
 * shows a spinner and announces the pending state to the member who pressed it.
 */
export function Button({ variant, size, children, ...props }: ButtonProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  useDropAnnouncementOnUnmount(id);
  return (
    <AriaButton
      {...props}
      id={id}
      className={composeRenderProps(props.className, (className, renderProps) =>
        buttonStyles({ ...renderProps, isDisabled: renderProps.isDisabled || renderProps.isPending, variant, size, className }),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {/* The button names itself by this progress bar while pending, so it must exist then. */}
          {isPending && <PendingIndicator />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}

/**
 * What React Aria's indeterminate ProgressBar renders, at the id the button gives it (its ProgressBarContext):
 * the ProgressBar itself would bring an Intl number formatter to every page for a value it never shows.
 */
function PendingIndicator() {
  const context = useSlottedContext(ProgressBarContext);
  return (
    <div id={context?.id} role="progressbar" aria-label="in progress" aria-valuemin={0} aria-valuemax={100} className="inline-flex">
      <Spinner />
    </div>
  );
}

/**
 * React Aria announces the pending state through a node that points at the button by id. When the button
 * goes away right after (the login form, a Save Changes bar), that node would point at nothing for seconds,
 * an unnamed image to assistive technology; it leaves with the button.
 */
function useDropAnnouncementOnUnmount(id: string) {
  useEffect(
    () => () => {
      for (const node of document.querySelectorAll(`[role="img"][aria-labelledby~="${CSS.escape(id)}"]`)) node.remove();
    },
    [id],
  );
}
