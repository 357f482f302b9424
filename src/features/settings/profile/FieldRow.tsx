import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Spinner } from '../../../ui/Spinner';
import { focusRing } from '../../../ui/utils';

/**
 * One read-only preview of a profile field that opens its edit dialog; its name is what it shows (label,
 * 'changed', current value), so a screen reader hears the value before opening it. While a save runs, a changed
 * field is disabled and spins (SPEC §4).
 */
export function FieldRow({
  label,
  value,
  onPress,
  isChanged,
  isSaving,
}: {
  label: string;
  value: ReactNode;
  onPress: () => void;
  isChanged: boolean;
  isSaving: boolean;
}) {
  const busy = isChanged && isSaving;
  return (
    <Button
      onPress={onPress}
      isDisabled={busy}
      className={(renderProps) =>
        focusRing({
          ...renderProps,
          className:
            'flex w-full items-start justify-between gap-4 rounded-xl px-4 py-3 text-left hover:bg-neutral-100 disabled:opacity-60 dark:hover:bg-neutral-800',
        })
      }
    >
      <span className="flex min-w-0 flex-col">
        <span className="text-sm font-semibold">
          {label} {isChanged && <span className="ml-1 text-xs font-medium text-violet-800 dark:text-violet-300">changed</span>}
        </span>
        <span className="text-sm break-words whitespace-pre-line text-neutral-800 dark:text-neutral-200">{value}</span>
      </span>
      {busy ? <Spinner /> : <span aria-hidden="true">›</span>}
    </Button>
  );
}
