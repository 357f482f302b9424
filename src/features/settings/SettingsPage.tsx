import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { usePageTitle } from '../../ui/pageTitle';

/** The frame of one settings page: a heading, an optional way back, and the content. */
export function SettingsPage({ title, back, children }: { title: string; back?: { to: string; label: string }; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="flex flex-col gap-4">
      {back && (
        <Link to={back.to} className="self-start text-sm">
          ← {back.label}
        </Link>
      )}
      <h1 tabIndex={-1} className="text-2xl font-bold outline-0">
        {title}
      </h1>
      {children}
    </main>
  );
}
