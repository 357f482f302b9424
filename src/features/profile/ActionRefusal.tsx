import type { ReactNode } from 'react';

/** Why a profile action is not offered, in the server's words, shown beside the disabled control it describes. */
export function ActionRefusal({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm text-neutral-700 dark:text-neutral-300">
      {children}
    </p>
  );
}
