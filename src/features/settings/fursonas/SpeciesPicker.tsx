import { useDeferredValue, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useDebouncedSearch } from '../../../ui/useDebouncedSearch';
import { ComboBox } from '../../../ui/ComboBox';
import { ListBoxOption } from '../../../ui/ListBox';
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

const NOTHING_FOUND = { results: [], searched: '' };

/** Searches species as the member types (500 ms idle; at most 20 results from offset 0, never cached). */
function useSpeciesSearch(text: string): { results: ChosenSpecies[]; searched: string } {
  const { term } = useDebouncedSearch(text);
  // A new term renders in the background: the last results stay listed until the new ones arrive.
  const searched = useDeferredValue(term);
  const data = useLazyLoadQuery<SpeciesPickerQuery>(
    speciesQuery,
    { displayName: searched },
    { fetchPolicy: searched ? 'network-only' : 'store-only' },
  );
  if (!searched || !term) return NOTHING_FOUND;
  return { results: data.species.map((species) => ({ speciesId: species.speciesId, displayName: species.displayName })), searched };
}

interface SpeciesPickerProps {
  value: ChosenSpecies | null;
  onChange: (species: ChosenSpecies) => void;
  isDisabled?: boolean;
}

/** A combo box over the species catalogue; picking one sends its numeric id (SPEC §5). */
export function SpeciesPicker(props: SpeciesPickerProps) {
  const [text, setText] = useState(props.value?.displayName ?? '');
  const searchText = text === props.value?.displayName ? '' : text;
  return (
    // A failed search is only logged; the picker searches again once the text changes.
    <ErrorBoundary
      resetKeys={[searchText]}
      onError={(error) => console.error('Species search failed', error)}
      fallbackRender={() => <SpeciesComboBox {...props} text={text} onTextChange={setText} found={NOTHING_FOUND} />}
    >
      <SearchingSpeciesComboBox {...props} text={text} onTextChange={setText} searchText={searchText} />
    </ErrorBoundary>
  );
}

interface ComboBoxProps extends SpeciesPickerProps {
  text: string;
  onTextChange: (text: string) => void;
}

function SearchingSpeciesComboBox({ searchText, ...props }: ComboBoxProps & { searchText: string }) {
  return <SpeciesComboBox {...props} found={useSpeciesSearch(searchText)} />;
}

function SpeciesComboBox({
  value,
  onChange,
  isDisabled,
  text,
  onTextChange: setText,
  found,
}: ComboBoxProps & { found: { results: ChosenSpecies[]; searched: string } }) {
  const { results, searched } = found;
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
      label="Species"
      placeholder="Search species"
      description={value ? `Chosen: ${value.displayName}` : 'Type to search, then pick one.'}
      renderEmptyState={() => <p className="px-3 py-2 text-sm">{searched ? `No results for "${searched}"` : 'Searching…'}</p>}
    >
      {(entry: ChosenSpecies & { id: number }) => (
        <ListBoxOption id={entry.id} textValue={entry.displayName}>
          {entry.displayName}
        </ListBoxOption>
      )}
    </ComboBox>
  );
}
