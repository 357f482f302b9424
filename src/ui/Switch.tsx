import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { composeTailwindRenderProps, focusRing } from './utils';

const track = tv({
  extend: focusRing,
  base: 'flex h-6 w-11 flex-none items-center rounded-full border-2 border-transparent px-0.5 transition-colors',
  variants: {
    isSelected: {
      // The off track is the switch's only boundary: 3:1 or more against the page in both themes (WCAG 1.4.11).
      false: 'bg-neutral-500 dark:bg-neutral-500',
      true: 'bg-violet-700 dark:bg-violet-300',
    },
    isDisabled: { true: 'opacity-60' },
  },
});

const handle = tv({
  base: 'h-4 w-4 rounded-full bg-white shadow transition-transform dark:bg-neutral-900',
  variants: { isSelected: { true: 'translate-x-5' } },
});

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  children: React.ReactNode;
}

/** An on/off switch with its label; the label names it for assistive technology. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={composeTailwindRenderProps(props.className, 'group flex items-center justify-between gap-4 text-sm')}>
      {(renderProps) => (
        <>
          <span className="min-w-0 flex-1">{children}</span>
          <span data-switch-track className={track(renderProps)}>
            <span className={handle(renderProps)} />
          </span>
        </>
      )}
    </AriaSwitch>
  );
}
