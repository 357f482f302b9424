import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { formatDistance } from '../../lib/distance';
import { useSettings } from '../../state/settings';
import { Dialog } from '../../ui/Dialog';
import { Link } from '../../ui/Link';
import { announce } from '../../ui/LiveAnnouncer';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import type { SearchModalQuery } from './__generated__/SearchModalQuery.graphql';
import { countOf } from '../../lib/plural';

/** SPEC §5: a name search needs at least 3 characters after trimming. */
export const MIN_SEARCH_LENGTH = 3;

function EmptyState({ hint }: { hint: boolean }) {
  return (
    <div className="py-6 text-center">
      <p className="font-semibold">No results found</p>
      {hint && <p className="text-sm text-neutral-700 dark:text-neutral-300">Type at least 3 characters to start search</p>}
    </div>
  );
}

function Results({ term }: { term: string }) {
  const data = useLazyLoadQuery<SearchModalQuery>(
    graphql`
      query SearchModalQuery($search: String!) {
        profileOverview(search: $search, limit: 30) {
          id
          uuid
          displayName
          username
          location {
            distance
          }
          primaryImage {
            image {
              url(width: 64)
            }
          }
        }
      }
    `,
    { search: term },
    { fetchPolicy: 'store-or-network' },
  );
  const unit = useSettings((settings) => settings.unitOfDistance);
  const count = data.profileOverview.length;
  // The count is said, not the list: a screen reader reading thirty names aloud drowns out the search box.
  useEffect(() => announce(count === 0 ? 'No results found' : `${countOf(count, 'person', 'people')} found`), [count, term]);
  if (count === 0) return <EmptyState hint={false} />;
  return (
    <ul aria-label="Search results" className="flex max-h-96 flex-col gap-1 overflow-y-auto">
      {data.profileOverview.map((profile) => (
        <li key={profile.id}>
          <Link
            to="/profiles/$uuid"
            params={{ uuid: profile.uuid }}
            variant="plain"
            className="flex items-center gap-3 rounded-xl p-2 hover:bg-neutral-100 dark:hover:bg-neutral-800"
          >
            {profile.primaryImage ? (
              <img
                src={profile.primaryImage.image.url}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 flex-none rounded-full object-cover"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex h-16 w-16 flex-none items-center justify-center rounded-full bg-violet-200 text-xl font-bold text-violet-900"
              >
                {profile.displayName.slice(0, 1).toUpperCase()}
              </span>
            )}
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold">{profile.displayName}</span>
              {profile.username && <span className="truncate text-sm text-neutral-700 dark:text-neutral-300">@{profile.username}</span>}
              {profile.location?.distance != null && (
                <span className="text-sm text-neutral-700 dark:text-neutral-300">{formatDistance(profile.location.distance, unit)}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The people search of the top navigation: 3+ characters, 500 ms after typing stops or on Enter. */
export function SearchModal() {
  const [text, setText] = useState('');
  const { term, searchNow } = useDebouncedSearch(text, MIN_SEARCH_LENGTH);
  return (
    <Dialog title="Search">
      <TextField
        label="Search people"
        type="search"
        value={text}
        onChange={setText}
        maxLength={100}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow();
        }}
      />
      <div>
        {term ? (
          <Suspense
            fallback={
              <div className="flex justify-center py-6">
                <Spinner />
              </div>
            }
          >
            <Results term={term} />
          </Suspense>
        ) : (
          <EmptyState hint />
        )}
      </div>
    </Dialog>
  );
}
