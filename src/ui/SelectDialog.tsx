import { useEffect, useMemo, useState } from 'react';
import Fuse from 'fuse.js';
import { Input, ListBox, ListBoxItem, SearchField, Label, type Selection } from 'react-aria-components';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextField } from './TextField';
import { fieldBorder, focusRing } from './utils';

export interface SelectOption {
  key: string;
  label: string;
  sublabel?: string;
}

const BLANK = '__leave_blank__';
export const SEARCH_DEBOUNCE_MS = 500;

interface CommonProps {
  title: string;
  options: readonly SelectOption[];
  /** Fuzzy search over key, label and sublabel (SPEC §5). */
  searchable?: boolean;
  /** Server search instead: runs 500 ms after typing stops or on Enter, for non-blank text. */
  onSearch?: (term: string) => Promise<SelectOption[]>;
  onClose: () => void;
}

export interface SingleSelectDialogProps extends CommonProps {
  mode: 'single';
  value: string | null;
  /** Offers 'Leave Blank', which clears the value. */
  optional?: boolean;
  onSave: (value: string | null, option: SelectOption | null) => void;
}

export interface MultiSelectDialogProps extends CommonProps {
  mode: 'multi';
  values: readonly string[];
  /** Appends a free-text option (a custom gender, a new interest). */
  allowCustom?: boolean;
  customLabel?: string;
  onSave: (values: string[]) => void;
}

export function filterOptions(options: readonly SelectOption[], term: string): readonly SelectOption[] {
  if (!term.trim()) return options;
  return new Fuse(options, { keys: ['key', 'label', 'sublabel'], threshold: 0.4, ignoreLocation: true })
    .search(term.trim())
    .map((hit) => hit.item);
}

function useRemoteSearch(term: string, onSearch: CommonProps['onSearch']) {
  const [results, setResults] = useState<SelectOption[] | null>(null);
  const [trigger, setTrigger] = useState(0);
  useEffect(() => {
    if (!onSearch) return;
    const text = term.trim();
    if (!text) return;
    let current = true;
    const timer = setTimeout(
      () =>
        onSearch(text).then(
          (found) => current && setResults(found),
          () => current && setResults([]),
        ),
      trigger ? 0 : SEARCH_DEBOUNCE_MS,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term, onSearch, trigger]);
  // Clearing the text clears the results (SPEC §5).
  return { results: term.trim() ? results : null, searchNow: () => setTrigger((count) => count + 1) };
}

const itemStyles = ({ isFocused, isSelected, isFocusVisible }: { isFocused: boolean; isSelected: boolean; isFocusVisible: boolean }) =>
  focusRing({
    isFocusVisible,
    className: `flex cursor-default items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
      isSelected
        ? 'bg-violet-100 font-semibold text-violet-950 dark:bg-violet-900 dark:text-violet-50'
        : isFocused
          ? 'bg-neutral-100 dark:bg-neutral-800'
          : ''
    }`,
  });

/** A modal list to pick one value or several (SPEC §5 select dialogs). */
export function SelectDialog(props: SingleSelectDialogProps | MultiSelectDialogProps) {
  const { title, options, searchable, onSearch, onClose } = props;
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<string[]>(props.mode === 'multi' ? [...props.values] : []);
  const [custom, setCustom] = useState('');
  const [extra, setExtra] = useState<SelectOption[]>([]);
  const { results, searchNow } = useRemoteSearch(term, onSearch);

  const shown = useMemo(() => {
    const known = [...options, ...extra];
    if (onSearch) {
      // The current choice stays listed; search results follow it.
      const chosen = known.filter((option) => picked.includes(option.key));
      const found = (results ?? []).filter((option) => !picked.includes(option.key));
      return term.trim() ? [...chosen, ...found] : chosen;
    }
    const customOnes = picked.filter((key) => !known.some((option) => option.key === key)).map((key) => ({ key, label: key }));
    return filterOptions([...known, ...customOnes], term);
  }, [options, extra, onSearch, results, picked, term]);

  const noResults = term.trim() !== '' && shown.length === 0 && (!onSearch || results !== null);

  const listItems = props.mode === 'single' && props.optional && !term.trim() ? [{ key: BLANK, label: 'Leave Blank' }, ...shown] : shown;

  const onSingle = (selection: Selection) => {
    if (props.mode !== 'single' || selection === 'all') return;
    const key = [...selection][0] as string | undefined;
    if (key === undefined) return;
    props.onSave(key === BLANK ? null : key, listItems.find((option) => option.key === key) ?? null);
    onClose();
  };

  const onMulti = (selection: Selection) => {
    if (selection === 'all') return;
    const keys = [...selection] as string[];
    // A picked search result joins the known options so it stays listed once the search changes.
    const fromResults = (results ?? []).filter((option) => keys.includes(option.key) && !extra.some((known) => known.key === option.key));
    if (fromResults.length) setExtra([...extra, ...fromResults]);
    setPicked(keys);
  };

  const addCustom = () => {
    const value = custom.trim();
    if (!value) return;
    if (!extra.some((option) => option.key === value) && !options.some((option) => option.key === value))
      setExtra([...extra, { key: value, label: value }]);
    setPicked((current) => (current.includes(value) ? current : [...current, value]));
    setCustom('');
  };

  return (
    <Dialog title={title} className="max-h-[80vh]">
      {(searchable || onSearch) && (
        <SearchField value={term} onChange={setTerm} onSubmit={searchNow} className="flex flex-col gap-1">
          <Label className="text-sm font-medium">Search</Label>
          <Input
            autoFocus
            className={(renderProps) =>
              focusRing({ ...renderProps, className: `w-full rounded-lg border bg-white px-3 py-2 dark:bg-neutral-900 ${fieldBorder}` })
            }
          />
        </SearchField>
      )}
      {noResults ? (
        <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
          No results for "{term.trim()}"
        </p>
      ) : (
        <ListBox
          aria-label={title}
          items={listItems}
          selectionMode={props.mode === 'single' ? 'single' : 'multiple'}
          selectedKeys={props.mode === 'single' ? (props.value === null ? [] : [props.value]) : picked}
          onSelectionChange={props.mode === 'single' ? onSingle : onMulti}
          className="-mx-2 flex max-h-80 flex-col gap-0.5 overflow-y-auto px-2 outline-0"
        >
          {(option) => (
            <ListBoxItem id={option.key} textValue={option.label} className={itemStyles}>
              {({ isSelected }) => (
                <>
                  <span className="flex min-w-0 flex-col">
                    <span>{option.label}</span>
                    {option.sublabel && <span className="text-xs text-neutral-700 dark:text-neutral-300">{option.sublabel}</span>}
                  </span>
                  {isSelected && <span aria-hidden="true">✓</span>}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      )}
      {props.mode === 'multi' && props.allowCustom && (
        <div className="flex items-end gap-2">
          <TextField
            label={props.customLabel ?? 'Custom'}
            value={custom}
            onChange={setCustom}
            className="flex-1"
            onKeyDown={(event) => event.key === 'Enter' && addCustom()}
          />
          <Button variant="secondary" onPress={addCustom} isDisabled={!custom.trim()}>
            Add
          </Button>
        </div>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        {props.mode === 'multi' && (
          <Button
            onPress={() => {
              props.onSave(picked);
              onClose();
            }}
          >
            Done
          </Button>
        )}
      </div>
    </Dialog>
  );
}
