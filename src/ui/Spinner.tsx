import { tv } from 'tailwind-variants/lite';

const spinnerStyles = tv({
  base: 'inline-block animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none',
  variants: {
    size: { md: 'h-5 w-5', lg: 'h-8 w-8' },
  },
  defaultVariants: { size: 'md' },
});

/** Decorative: the text next to it says what is happening. */
export function Spinner({ size, className }: { size?: 'md' | 'lg'; className?: string }) {
  return <span aria-hidden="true" className={spinnerStyles({ size, className })} />;
}
