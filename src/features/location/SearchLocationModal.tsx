import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import type { SearchLocationModalQuery, SearchLocationModalQuery$data } from './__generated__/SearchLocationModalQuery.graphql';
import { countOf } from '../../lib/plural';

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
export function SearchLocationModal({ title, close, onSelect, onReset, resetLabel = 'Use my own location' }: SearchLocationModalProps) {
  const [text, setText] = useState('');
  const { term, searchNow } = useDebouncedSearch(text);
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
        {term && (
          // SPEC §8: a failed place search is only logged.
          <ErrorBoundary fallback={null} onError={(error) => console.error('Place search failed', error)} resetKeys={[term]}>
            <Suspense
              fallback={
                <div className="flex justify-center py-4">
                  <Spinner />
                </div>
              }
            >
              <PlaceResults
                term={term}
                onChoose={(place) => {
                  onSelect(place);
                  close();
                }}
              />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </Dialog>
  );
}

/** The places matching one settled search term, or 'No places found'. */
function PlaceResults({ term, onChoose }: { term: string; onChoose: (place: FoundPlace) => void }) {
  const { places } = useLazyLoadQuery<SearchLocationModalQuery>(placesQuery, { query: term }, { fetchPolicy: 'store-or-network' });
  // Say how many places matched rather than reading the whole list aloud.
  useEffect(() => announce(places.length === 0 ? 'No places found' : `${countOf(places.length, 'place', 'places')} found`), [places]);
  if (places.length === 0) return <p className="py-4 text-center text-sm">No places found</p>;
  return (
    <ul aria-label="Places" className="flex max-h-80 flex-col gap-1 overflow-y-auto">
      {places.map((place) => (
        <li key={place.id}>
          <Button variant="quiet" className="w-full justify-start text-left" onPress={() => onChoose(place)}>
            {place.place}
            <span className="font-normal text-neutral-700 dark:text-neutral-300">
              {[place.region, place.country].filter(Boolean).join(', ')}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
