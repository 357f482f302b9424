import { forwardRef } from 'react';
import { createLink } from '@tanstack/react-router';
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { focusRing } from './utils';

export const linkStyles = tv({
  extend: focusRing,
  base: 'transition-colors',
  variants: {
    variant: {
      inline:
        'rounded-sm font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300 dark:hover:text-violet-200',
      plain: 'no-underline',
    },
    isDisabled: {
      true: 'cursor-not-allowed opacity-60',
    },
  },
  defaultVariants: { variant: 'inline' },
});

interface StyledLinkProps extends AriaLinkProps {
  variant?: 'inline' | 'plain';
}

const StyledLink = forwardRef<HTMLAnchorElement, StyledLinkProps>(function StyledLink({ variant, ...props }, ref) {
  return (
    <AriaLink
      {...props}
      ref={ref}
      className={composeRenderProps(props.className, (className, renderProps) => linkStyles({ ...renderProps, variant, className }))}
    />
  );
});

/** A React Aria link that navigates (and preloads on intent) through TanStack Router. */
export const Link = createLink(StyledLink);
