import { composeRenderProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';

/** The one visible keyboard-focus style every control shares. */
export const focusRing = tv({
  base: 'outline outline-offset-2 outline-violet-600 dark:outline-violet-300',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2',
    },
  },
});

/**
 * The edge of a text field, select or date field: at least 3:1 against white and neutral-50 (light) and
 * neutral-900/950 (dark), WCAG 1.4.11. A lighter grey reads as no boundary at all to many members.
 */
export const fieldBorder = 'border-neutral-500 dark:border-neutral-400';

/**
 * Appends a caller's className (string or render function) to the component's own classes.
 * No tailwind-merge (it costs ~9 KB gzipped on every page): callers add classes, they do not override.
 */
export function composeTailwindRenderProps<T>(
  className: string | ((values: T) => string) | undefined,
  base: string,
): string | ((values: T) => string) {
  return composeRenderProps(className, (extra) => (extra ? `${base} ${extra}` : base));
}
