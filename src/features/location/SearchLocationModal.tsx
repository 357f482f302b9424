import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { ModalRelay } from '../discover/ModalRelay';
import { useDebouncedSearch } from './useDebouncedSearch';
import type { SearchLocationModalQuery, SearchLocationModalQuery$data } from './__generated__/SearchLocationModalQuery.graphql';

export type FoundPlace = SearchLocationModalQuery$data['places'][number];

const placesQuery = graphql`
  query SearchLocationModalQuery($query: String!) {
    places(query: $query, first: 20) {
      id
      placeId
      place
      region
      country
      countryCode
      latitude
      longitude
    }
  }
`;

interface SearchLocationModalProps {
  title: string;
  close: () => void;
  onSelect: (place: FoundPlace) => void;
  onReset?: () => void;
  resetLabel?: string;
}

/** Search Location: finds a place in the gazetteer by name; choosing one hands it to `onSelect` and closes. */
export function SearchLocationModal(props: SearchLocationModalProps) {
  return (
    <ModalRelay>
      <PlaceSearch {...props} />
    </ModalRelay>
  );
}

function PlaceSearch({
  title,
  close,
  onSelect,
  onReset,
  resetLabel = 'Use my own location',
}: SearchLocationModalProps) {
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const { term, searchNow } = useDebouncedSearch(text);
  const [results, setResults] = useState<{ term: string; places: readonly FoundPlace[] } | null>(null);

  useEffect(() => {
    if (!term) return;
    const subscription = fetchQuery<SearchLocationModalQuery>(environment, placesQuery, { query: term }).subscribe({
      next: (data) => setResults({ term, places: data.places }),
      // SPEC §8: a failed place search is only logged.
      error: (error: unknown) => console.error('Place search failed', error),
    });
    return () => subscription.unsubscribe();
  }, [environment, term]);

  const places = term && results?.term === term ? results.places : null;
  // Say how many places matched rather than reading the whole list aloud.
  useEffect(() => {
    if (places) announce(places.length === 0 ? 'No places found' : `${places.length} ${places.length === 1 ? 'place' : 'places'} found`);
  }, [places]);
  return (
    <Dialog title={title}>
      <TextField
        label="Search for a city"
        type="search"
        value={text}
        onChange={setText}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow();
        }}
      />
      {onReset && (
        <Button
          variant="secondary"
          onPress={() => {
            onReset();
            close();
          }}
        >
          {resetLabel}
        </Button>
      )}
      <div className="min-h-24">
        {term && !places && (
          <div className="flex justify-center py-4">
            <Spinner />
          </div>
        )}
        {places && places.length === 0 && <p className="py-4 text-center text-sm">No places found</p>}
        {places && places.length > 0 && (
          <ul aria-label="Places" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
            {places.map((place) => (
              <li key={place.id}>
                <Button
                  variant="quiet"
                  className="w-full justify-start text-left"
                  onPress={() => {
                    onSelect(place);
                    close();
                  }}
                >
                  {place.place}
                  <span className="font-normal text-neutral-700 dark:text-neutral-300">
                    {[place.region, place.country].filter(Boolean).join(', ')}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
