import type { ReactNode } from 'react';

const linkClass =
  'rounded-sm font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900 dark:text-violet-300 dark:hover:text-violet-200';

/** A link that leaves the app (status page, community chat, mail); it opens in a new tab. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const isMail = href.startsWith('mailto:');
  return (
    <a href={href} className={linkClass} {...(isMail ? {} : { target: '_blank', rel: 'noreferrer' })}>
      {children}
    </a>
  );
}
