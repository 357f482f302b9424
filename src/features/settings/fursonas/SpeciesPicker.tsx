import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/SelectDialog';
import { fieldBorder, focusRing } from '../../../ui/utils';
import type { SpeciesPickerQuery } from './__generated__/SpeciesPickerQuery.graphql';

const speciesQuery = graphql`
  query SpeciesPickerQuery($displayName: String!) {
    species(displayName: $displayName, limit: 20, offset: 0) {
      speciesId
      displayName
    }
  }
`;

export interface ChosenSpecies {
  speciesId: number;
  displayName: string;
}

/** Searches species as the member types (500 ms idle; at most 20 results from offset 0, never cached). */
function useSpeciesSearch(text: string) {
  const environment = useRelayEnvironment();
  const [results, setResults] = useState<ChosenSpecies[]>([]);
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const term = text.trim();
    if (!term) return;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<SpeciesPickerQuery>(environment, speciesQuery, { displayName: term }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((found) => {
          if (!current) return;
          setResults((found?.species ?? []).map((species) => ({ speciesId: species.speciesId, displayName: species.displayName })));
          setSearched(term);
        })
        .catch((error: unknown) => console.error('Species search failed', error));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, text]);
  return text.trim() ? { results, searched } : { results: [], searched: '' };
}

/** A combo box over the species catalogue; picking one sends its numeric id (SPEC §5). */
export function SpeciesPicker({ value, onChange, isDisabled }: { value: ChosenSpecies | null; onChange: (species: ChosenSpecies) => void; isDisabled?: boolean }) {
  const [text, setText] = useState(value?.displayName ?? '');
  const { results, searched } = useSpeciesSearch(text === value?.displayName ? '' : text);
  const items = value && !results.some((entry) => entry.speciesId === value.speciesId) ? [value, ...results] : results;
  return (
    <ComboBox
      items={items.map((entry) => ({ id: entry.speciesId, ...entry }))}
      inputValue={text}
      onInputChange={setText}
      selectedKey={value?.speciesId ?? null}
      onSelectionChange={(key) => {
        const chosen = items.find((entry) => entry.speciesId === key);
        if (chosen) {
          onChange(chosen);
          setText(chosen.displayName);
        }
      }}
      menuTrigger="input"
      allowsEmptyCollection
      isDisabled={isDisabled}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium">Species</Label>
      <Input
        placeholder="Search species"
        className={(renderProps) =>
          focusRing({ ...renderProps, className: `w-full rounded-lg border bg-white px-3 py-2 dark:bg-neutral-900 ${fieldBorder}` })
        }
      />
      <Text slot="description" className="text-sm text-neutral-700 dark:text-neutral-300">
        {value ? `Chosen: ${value.displayName}` : 'Type to search, then pick one.'}
      </Text>
      <Popover className="w-(--trigger-width) rounded-xl border border-neutral-200 bg-white p-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
        <ListBox
          className="max-h-72 overflow-y-auto outline-0"
          renderEmptyState={() => <p className="px-3 py-2 text-sm">{searched ? `No results for "${searched}"` : 'Searching…'}</p>}
        >
          {(entry: ChosenSpecies & { id: number }) => (
            <ListBoxItem id={entry.id} textValue={entry.displayName} className={({ isFocused }) => `cursor-default rounded-lg px-3 py-2 text-sm outline-0 ${isFocused ? 'bg-violet-700 text-white' : ''}`}>
              {entry.displayName}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
