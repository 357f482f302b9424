import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import { ToggleButton } from 'react-aria-components';
import { tv } from 'tailwind-variants/lite';
import { dayRange, memberTimeZone, type DateRangeChoice, type DayRange } from '../../lib/eventTimes';
import { buttonStyles } from '../../ui/Button';
import { DateRangePicker } from '../../ui/DateRangePicker';
import { Link } from '../../ui/Link';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { usePageTitle } from '../../ui/pageTitle';
import { RadioGroup, RadioPill } from '../../ui/RadioGroup';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';
import { focusRing } from '../../ui/utils';
import { EventList, type EventListVariables } from './EventList';
import { EventsError } from './EventsError';
import { MyEvents } from './MyEvents';
import type { EventsScreenQuery, EventWhen } from './__generated__/EventsScreenQuery.graphql';

/** The server's limit on an event name search, as for groups. */
export const MAX_EVENT_SEARCH = 100;

export const eventsScreenQuery = graphql`
  query EventsScreenQuery($when: EventWhen!, $search: String, $isAd: Boolean!, $from: Date, $to: Date, $timeZone: String)
  @throwOnFieldError {
    viewer @required(action: THROW) {
      isAdult
      contentOptions {
        isAdOptIn
      }
      ...MyEvents_viewer
    }
    ...EventList_query @arguments(when: $when, search: $search, isAd: $isAd, from: $from, to: $to, timeZone: $timeZone)
  }
`;

/** What the route's loader asks for: upcoming events, unfiltered, dated in the member's zone. */
export function eventsStart(): EventListVariables {
  return { when: 'UPCOMING', search: null, isAd: false, from: null, to: null, timeZone: memberTimeZone() };
}

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

function rangeOf(choice: DateRangeChoice, picked: DayRange | null, timeZone: string): DayRange | null {
  if (choice === 'WEEKEND' || choice === 'MONTH') return dayRange(choice, timeZone);
  return choice === 'PICKED' ? picked : null;
}

/**
 * /events: the member's own upcoming events, then events near them (nearest place first, then soonest) or past
 * ones, searchable by name and narrowed to dates or After Dark. Filters outlive a failed load and its retry.
 */
export function EventsScreen({ queryRef: initialRef }: { queryRef: PreloadedQuery<EventsScreenQuery> }) {
  usePageTitle('Events');
  const [queryRef, loadQuery] = useQueryLoader<EventsScreenQuery>(eventsScreenQuery, initialRef);
  const [when, setWhen] = useState<EventWhen>('UPCOMING');
  const [text, setText] = useState('');
  const [isAd, setIsAd] = useState(false);
  const [choice, setChoice] = useState<DateRangeChoice>('ANY');
  const [picked, setPicked] = useState<DayRange | null>(null);
  const { term, searchNow } = useDebouncedSearch(text);
  const timeZone = initialRef.variables.timeZone ?? memberTimeZone();
  const range = when === 'UPCOMING' ? rangeOf(choice, picked, timeZone) : null;
  const variables: EventListVariables = { when, search: term || null, isAd, from: range?.from ?? null, to: range?.to ?? null, timeZone };
  const retry = () => loadQuery(variables, { fetchPolicy: 'network-only' });
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Events</h1>
        <Link to="/events/new" variant="plain" className={buttonStyles({ variant: 'primary' })}>
          Plan an event
        </Link>
      </div>
      <ErrorBoundary FallbackComponent={EventsError} onReset={retry}>
        <Suspense fallback={<LoadingScreen />}>
          {queryRef && (
            <DirectoryView queryRef={queryRef} variables={variables}>
              {(canUseAd, list) => (
                <Tabs selectedKey={when} onSelectionChange={(key) => setWhen(key as EventWhen)}>
                  <TabList aria-label="When">
                    <Tab id="UPCOMING">Upcoming</Tab>
                    <Tab id="PAST">Past</Tab>
                  </TabList>
                  {(['UPCOMING', 'PAST'] as const).map((tab) => (
                    <TabPanel key={tab} id={tab} className="flex flex-col gap-4 outline-0">
                      <div role="group" aria-label="Find events" className="flex flex-col gap-3">
                        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                          <TextField
                            label="Search events by name"
                            type="search"
                            value={text}
                            onChange={setText}
                            maxLength={MAX_EVENT_SEARCH}
                            className="flex-1"
                            onKeyDown={(event) => {
                              if (event.key === 'Enter') searchNow();
                            }}
                          />
                          {canUseAd && (
                            <ToggleButton isSelected={isAd} onChange={setIsAd} className={pill}>
                              {isAd && (
                                <span aria-hidden="true" className="mr-1">
                                  ✓
                                </span>
                              )}
                              After Dark
                            </ToggleButton>
                          )}
                        </div>
                        {tab === 'UPCOMING' && (
                          <>
                            <RadioGroup
                              label="Dates"
                              labelSize="sm"
                              orientation="horizontal"
                              value={choice}
                              onChange={(value) => setChoice(value as DateRangeChoice)}
                            >
                              <div className="flex flex-wrap gap-2">
                                <RadioPill value="ANY">Any time</RadioPill>
                                <RadioPill value="WEEKEND">This weekend</RadioPill>
                                <RadioPill value="MONTH">This month</RadioPill>
                                <RadioPill value="PICKED">Pick dates</RadioPill>
                              </div>
                            </RadioGroup>
                            {choice === 'PICKED' && (
                              <DateRangePicker
                                label="From and to"
                                value={picked}
                                onChange={setPicked}
                                min={dayRange('MONTH', timeZone).from}
                              />
                            )}
                          </>
                        )}
                      </div>
                      {list}
                    </TabPanel>
                  ))}
                </Tabs>
              )}
            </DirectoryView>
          )}
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}

function DirectoryView({
  queryRef,
  variables,
  children,
}: {
  queryRef: PreloadedQuery<EventsScreenQuery>;
  variables: EventListVariables;
  children: (canUseAd: boolean, list: React.ReactNode) => React.ReactNode;
}) {
  const data = usePreloadedQuery<EventsScreenQuery>(eventsScreenQuery, queryRef);
  // After Dark events only for adults who opted in; the server answers anyone else with an empty list as well.
  const canUseAd = data.viewer.isAdult && data.viewer.contentOptions.isAdOptIn;
  return (
    <>
      <MyEvents viewer={data.viewer} />
      <section aria-label="All events" className="flex flex-col gap-4">
        {children(canUseAd, <EventList query={data} variables={{ ...variables, isAd: canUseAd && variables.isAd }} />)}
      </section>
    </>
  );
}
