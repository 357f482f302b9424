import type { ReactNode } from 'react';

/** A titled block of the profile page; the heading gives screen readers a way to jump between blocks. */
export function Section({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`flex flex-col gap-2 ${className}`}>
      <h2 className="text-sm font-bold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{title}</h2>
      {children}
    </section>
  );
}
