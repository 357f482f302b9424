import { useCallback, useEffect, useRef, useState } from 'react';
import { changedKeys, changesOf, type SaveStatus } from '../../lib/editState';

export const ERROR_BAR_MS = 5000;

/**
 * The state of a settings edit screen (SPEC §4): the initial values, a working copy, the changed
 * fields, and a save that goes idle → mutating → completed or error. An error stays for 5 s.
 */
export function useEditState<T extends object>(initial: T, save: (changes: Partial<T>, working: T) => Promise<void>) {
  const [base, setBase] = useState(initial);
  const [working, setWorking] = useState(initial);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const set = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setWorking((current) => ({ ...current, [key]: value }));
    setStatus((current) => (current === 'completed' ? 'idle' : current));
  }, []);

  const changed = changedKeys(base, working);

  const submit = async () => {
    if (!changed.length || status === 'mutating') return;
    setStatus('mutating');
    try {
      await save(changesOf(base, working), working);
      setBase(working);
      setStatus('completed');
    } catch (caught) {
      setError(caught);
      setStatus('error');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setError(null);
        setStatus('idle');
      }, ERROR_BAR_MS);
    }
  };

  return {
    working,
    set,
    changed,
    isChanged: (key: keyof T) => changed.includes(key),
    isSaving: status === 'mutating',
    status,
    error,
    save: submit,
  };
}
