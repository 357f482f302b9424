import { useEffect, useRef } from 'react';
import { errorBarText, type SaveStatus } from '../../lib/editState';
import { Button } from '../../ui/Button';
import { DiscardChangesGuard } from './DiscardChangesGuard';

/** 'Save Changes' only while something changed; the red 'name: message' bar while an error shows. */
export function SaveChangesBar({
  hasChanges,
  status,
  error,
  onSave,
}: {
  hasChanges: boolean;
  status: SaveStatus;
  error: unknown;
  onSave: () => void;
}) {
  const saved = useRef<HTMLParagraphElement>(null);
  const isSaved = status === 'completed' && !hasChanges;
  useEffect(() => {
    // The button goes away once everything is saved; focus goes to the confirmation, not back to the page top.
    if (isSaved && (document.activeElement === document.body || document.activeElement === null)) saved.current?.focus();
  }, [isSaved]);
  return (
    <>
      <DiscardChangesGuard hasChanges={hasChanges && status !== 'mutating'} />
      {hasChanges && (
        <div className="sticky bottom-4 z-10 mt-6 flex justify-end">
          <Button onPress={onSave} isPending={status === 'mutating'} className="shadow-lg">
            Save Changes
          </Button>
        </div>
      )}
      {isSaved && (
        <p ref={saved} tabIndex={-1} role="status" className="mt-4 text-sm text-green-800 outline-0 dark:text-green-300">
          Saved.
        </p>
      )}
      <div role="alert" className="fixed inset-x-0 bottom-0 z-50">
        {status === 'error' && error != null && (
          <p className="bg-red-700 px-4 py-3 text-center text-sm font-semibold text-white">{errorBarText(error)}</p>
        )}
      </div>
    </>
  );
}
