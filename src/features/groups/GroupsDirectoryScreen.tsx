import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { ToggleButton } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { buttonStyles } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { usePageTitle } from '../../ui/pageTitle';
import { TextField } from '../../ui/TextField';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import { focusRing } from '../../ui/utils';
import { GroupDirectoryList, type DirectoryVariables } from './GroupDirectoryList';
import { GroupsError } from './GroupsError';
import { MyGroups } from './MyGroups';
import type { GroupsDirectoryScreenQuery } from './__generated__/GroupsDirectoryScreenQuery.graphql';

/** The server's limit on a group name search. */
export const MAX_GROUP_SEARCH = 100;

export const groupsDirectoryScreenQuery = graphql`
  query GroupsDirectoryScreenQuery($search: String, $isAd: Boolean!, $verifiedOnly: Boolean!) @throwOnFieldError {
    viewer @required(action: THROW) {
      isAdult
      contentOptions {
        isAdOptIn
      }
      ...MyGroups_viewer
    }
    ...GroupDirectoryList_query @arguments(search: $search, isAd: $isAd, verifiedOnly: $verifiedOnly)
  }
`;

/** What the route's loader asks for: the nearby groups, unfiltered. */
export const DIRECTORY_START: DirectoryVariables = { search: null, isAd: false, verifiedOnly: false };

const pill = tv({
  extend: focusRing,
  base: 'cursor-default rounded-full border px-4 py-1.5 text-sm font-semibold',
  variants: {
    isSelected: {
      false: 'border-neutral-400 bg-white text-neutral-900 dark:border-neutral-500 dark:bg-neutral-900 dark:text-neutral-100',
      true: 'border-violet-700 bg-violet-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950',
    },
  },
});

/**
 * /groups: the member's groups, then groups near them (nearest home place first, then the biggest), searchable by
 * name and narrowed to verified or After Dark groups. The search and filters outlive a failed load and its retry.
 */
export function GroupsDirectoryScreen({ queryRef: initialRef }: { queryRef: PreloadedQuery<GroupsDirectoryScreenQuery> }) {
  usePageTitle('Groups');
  const [queryRef, loadQuery] = useQueryLoader<GroupsDirectoryScreenQuery>(groupsDirectoryScreenQuery, initialRef);
  const [text, setText] = useState('');
  const [isAd, setIsAd] = useState(false);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const { term, searchNow } = useDebouncedSearch(text);
  const variables: DirectoryVariables = { search: term || null, isAd, verifiedOnly };
  const retry = () => loadQuery(variables, { fetchPolicy: 'network-only' });
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Groups</h1>
        <Link to="/groups/new" variant="plain" className={buttonStyles({ variant: 'primary' })}>
          Start a group
        </Link>
      </div>
      <ErrorBoundary FallbackComponent={GroupsError} onReset={retry}>
        <Suspense fallback={<LoadingScreen />}>
          {queryRef && (
            <DirectoryView queryRef={queryRef} variables={variables}>
              {(canUseAd) => (
                <div role="group" aria-label="Find groups" className="flex flex-col gap-3 sm:flex-row sm:items-end">
                  <TextField
                    label="Search groups by name"
                    type="search"
                    value={text}
                    onChange={setText}
                    maxLength={MAX_GROUP_SEARCH}
                    className="flex-1"
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') searchNow();
                    }}
                  />
                  <div className="flex flex-wrap gap-2">
                    <ToggleButton isSelected={verifiedOnly} onChange={setVerifiedOnly} className={pill}>
                      <FilterMark isSelected={verifiedOnly} />
                      Verified only
                    </ToggleButton>
                    {canUseAd && (
                      <ToggleButton isSelected={isAd} onChange={setIsAd} className={pill}>
                        <FilterMark isSelected={isAd} />
                        After Dark
                      </ToggleButton>
                    )}
                  </div>
                </div>
              )}
            </DirectoryView>
          )}
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}

/** A check on a chosen filter: its fill alone is lost in forced colours and to some eyes. */
function FilterMark({ isSelected }: { isSelected: boolean }) {
  return isSelected ? (
    <span aria-hidden="true" className="mr-1">
      ✓
    </span>
  ) : null;
}

function DirectoryView({
  queryRef,
  variables,
  children,
}: {
  queryRef: PreloadedQuery<GroupsDirectoryScreenQuery>;
  variables: DirectoryVariables;
  children: (canUseAd: boolean) => React.ReactNode;
}) {
  const data = usePreloadedQuery<GroupsDirectoryScreenQuery>(groupsDirectoryScreenQuery, queryRef);
  // After Dark groups only for adults who opted in; the server answers anyone else with an empty list as well.
  const canUseAd = data.viewer.isAdult && data.viewer.contentOptions.isAdOptIn;
  return (
    <>
      <MyGroups viewer={data.viewer} />
      <section aria-labelledby="nearby-groups-heading" className="flex flex-col gap-4">
        <h2 id="nearby-groups-heading" className="text-xl font-bold">
          Groups near you
        </h2>
        {children(canUseAd)}
        <GroupDirectoryList query={data} variables={{ ...variables, isAd: canUseAd && variables.isAd }} />
      </section>
    </>
  );
}
