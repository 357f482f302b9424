// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestParameters } from 'relay-runtime';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { ApiErrorScreen } from '../../src/features/shell/ApiErrorScreen';
import { GraphQLDevOverlay } from '../../src/features/shell/GraphQLDevOverlay';
import { PremiumCard } from '../../src/features/settings/PremiumCard';
import { Snowfall } from '../../src/features/shell/seasonal/Snowfall';
import { HomeNews } from '../../src/features/discover/HomeNews';
import { createFetchGraphQL } from '../../src/relay/fetchGraphQL';
import { isIntrospection, notifyGraphQLOperation } from '../../src/relay/operationEvents';
import { ERROR_SAMPLE_RATE, createErrorReporter, reportClientError } from '../../src/lib/errorReporting';
import { isApiUnreachable } from '../../src/lib/apiUnreachable';
import { DEFAULT_SETTINGS, settingsStore, updateSettings } from '../../src/state/settings';
import { toastQueue, ToastRegion } from '../../src/ui/Toast';
import DiscoverScreenQuery, {
  type DiscoverScreenQuery as DiscoverScreenQueryType,
} from '../../src/features/discover/__generated__/DiscoverScreenQuery.graphql';

vi.mock('../../src/features/shell/seasonal/SnowfallParticles', () => ({
  default: () => <div data-testid="snow" />,
}));

/** jsdom has no matchMedia; this one answers `matches` for the queries listed. */
function mockMedia(matching: string[] = []) {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  mockMedia();
  settingsStore.set(() => ({ ...DEFAULT_SETTINGS }));
});
afterEach(() => {
  cleanup();
  toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key));
});

const params = (name: string, text: string) => ({ name, text, operationKind: 'query' }) as RequestParameters;

describe('client error reporting', () => {
  it('sends one report in five, to the API host, with message, stack, url and version', () => {
    const send = vi.fn();
    expect(ERROR_SAMPLE_RATE).toBe(0.2);
    expect(reportClientError(new Error('boom'), { apiHost: null, random: () => 0.2, send })).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(reportClientError(new Error('boom'), { apiHost: 'https://api.example/', random: () => 0.19, send })).toBe(true);
    const [url, body] = send.mock.calls[0] as [string, string];
    expect(url).toBe('https://api.example/client-errors');
    expect(JSON.parse(body)).toMatchObject({
      message: 'boom',
      version: __APP_VERSION__,
      url: expect.any(String),
      stack: expect.stringContaining('boom'),
    });
  });

  it('cuts a huge message to what the server accepts', () => {
    const send = vi.fn();
    reportClientError(new Error('x'.repeat(5000)), { apiHost: null, random: () => 0, send });
    expect(JSON.parse(send.mock.calls[0][1] as string).message).toHaveLength(1000);
  });

  it('leaves an unreachable API out, since such a report could not arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const report = createErrorReporter(() => null);
    const failure = await createFetchGraphQL(async () => Promise.reject(new TypeError('Failed to fetch')))(
      params('AppShellQuery', 'query AppShellQuery { viewer { id } }'),
      {},
    ).catch((error: unknown) => error);
    report(failure);
    // The only request is the connection state asking /livez whether the server is there (src/relay/connection.ts).
    expect(fetch).not.toHaveBeenCalledWith('/client-errors', expect.anything());
    report(new Error('render failed'));
    expect(fetch).toHaveBeenCalledWith('/client-errors', expect.objectContaining({ method: 'POST' }));
    vi.restoreAllMocks();
  });
});

describe('API unreachable', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('marks a refused connection and a non-GraphQL answer, but not a GraphQL error', async () => {
    const refused = await createFetchGraphQL(async () => Promise.reject(new TypeError('Failed to fetch')))(
      params('Q', 'query Q { a }'),
      {},
    ).catch((error: unknown) => error);
    expect(isApiUnreachable(refused)).toBe(true);
    const proxyPage = await createFetchGraphQL(
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    )(params('Q', 'query Q { a }'), {}).catch((error: unknown) => error);
    expect(isApiUnreachable(proxyPage)).toBe(true);
    expect((proxyPage as Error).message).toBe('The API answered 502 Bad Gateway');
    const graphqlError = { errors: [{ message: 'Nope', extensions: { code: 'BAD_USER_INPUT' } }] };
    expect(
      await createFetchGraphQL(async () => new Response(JSON.stringify(graphqlError), { status: 400 }))(params('Q', 'query Q { a }'), {}),
    ).toEqual(graphqlError);
  });

  it('the API error screen shows the message, the advice, Retry and the two links', async () => {
    const onRetry = vi.fn();
    render(<ApiErrorScreen message="Failed to fetch" onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'API Error' })).toBeTruthy();
    expect(screen.getByText('Failed to fetch')).toBeTruthy();
    expect(screen.getByText(/service disruption/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'status page' }).getAttribute('href')).toMatch(/^https:/);
    expect(screen.getByRole('link', { name: 'community chat' }).getAttribute('href')).toMatch(/^https:/);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe('GraphQL dev overlay', () => {
  function renderOverlay(isDeveloper: boolean) {
    render(
      <>
        <GraphQLDevOverlay isDeveloper={isDeveloper} />
        <ToastRegion />
      </>,
    );
  }

  it('toasts every operation for the team with treatment 1, except introspection', async () => {
    updateSettings({ experiments: { graphql_dev_overlay: '1' } });
    renderOverlay(true);
    act(() => notifyGraphQLOperation(params('IntrospectionQuery', 'query IntrospectionQuery { __schema { types { name } } }')));
    act(() => notifyGraphQLOperation(params('Anything', 'query Anything { __type(name: "Profile") { name } }')));
    act(() => notifyGraphQLOperation(params('DiscoverScreenQuery', 'query DiscoverScreenQuery { viewer { id } }')));
    expect(await screen.findByText('DiscoverScreenQuery')).toBeTruthy();
    expect(screen.queryByText('IntrospectionQuery')).toBeNull();
    expect(screen.queryByText('Anything')).toBeNull();
    expect(toastQueue.visibleToasts).toHaveLength(1);
  });

  it('stays silent for members outside the team and for the control treatment', () => {
    updateSettings({ experiments: { graphql_dev_overlay: '1' } });
    renderOverlay(false);
    act(() => notifyGraphQLOperation(params('DiscoverScreenQuery', 'query DiscoverScreenQuery { viewer { id } }')));
    cleanup();
    updateSettings({ experiments: { graphql_dev_overlay: '0' } });
    renderOverlay(true);
    act(() => notifyGraphQLOperation(params('DiscoverScreenQuery', 'query DiscoverScreenQuery { viewer { id } }')));
    expect(toastQueue.visibleToasts).toHaveLength(0);
  });

  it('recognises introspection by name or by its meta fields only', () => {
    expect(isIntrospection({ name: 'IntrospectionQuery', kind: 'query', text: null })).toBe(true);
    expect(isIntrospection({ name: 'Schema', kind: 'query', text: '{ __schema { queryType { name } } }' })).toBe(true);
    expect(isIntrospection({ name: 'ProfileQuery', kind: 'query', text: 'query ProfileQuery { profile { __typename } }' })).toBe(false);
  });
});

describe('snowfall', () => {
  async function renderSnow(isChristmas: boolean) {
    render(<Snowfall isChristmas={isChristmas} />);
    await act(async () => {});
  }

  it('falls with the christmas flag and the Snowfall toggle on', async () => {
    updateSettings({ snowfall: true });
    await renderSnow(true);
    expect(await screen.findByTestId('snow')).toBeTruthy();
  });

  it('does not fall without the flag, without the toggle, or with reduced motion from the OS or the settings', async () => {
    updateSettings({ snowfall: true });
    await renderSnow(false);
    expect(screen.queryByTestId('snow')).toBeNull();
    cleanup();
    updateSettings({ snowfall: false });
    await renderSnow(true);
    expect(screen.queryByTestId('snow')).toBeNull();
    cleanup();
    updateSettings({ snowfall: true, reducedMotion: true });
    await renderSnow(true);
    expect(screen.queryByTestId('snow')).toBeNull();
    cleanup();
    updateSettings({ reducedMotion: false });
    mockMedia(['(prefers-reduced-motion: reduce)']);
    await renderSnow(true);
    expect(screen.queryByTestId('snow')).toBeNull();
  });
});

describe('premium card', () => {
  it('is collapsed until opened, then lists the three perks and a sign-up link', async () => {
    render(<PremiumCard />);
    const trigger = screen.getByRole('button', { name: 'Snoot Premium' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Gold border + profile banner',
      'Enhanced profile customization',
      'Pre-release builds + features',
    ]);
    expect(screen.getByRole('link', { name: 'Sign up for Premium' }).getAttribute('href')).toMatch(/^https:/);
  });
});

describe('news dismissal', () => {
  // The home screen's own query feeds HomeNews, as on the real home page.
  function NewsHarness() {
    const data = useLazyLoadQuery<DiscoverScreenQueryType>(DiscoverScreenQuery, { isAd: false, filters: null });
    return <HomeNews query={data} />;
  }

  function renderNews() {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({
          newsItems: [
            { id: 'news-1', title: 'Snow is back', category: 'Announcement', showOnHomePage: true, content: 'Let it snow.' },
            { id: 'news-2', title: 'New filters', category: 'Feature', showOnHomePage: true, content: 'Filter by more.' },
          ],
        }),
      }),
    );
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <NewsHarness />
        </Suspense>
        <ToastRegion />
      </RelayEnvironmentProvider>,
    );
    return environment;
  }

  it('removes the item at once and asks the server to forget it', async () => {
    const environment = renderNews();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Snow is back' }));
    // The server answers below: until then what shows is the optimistic removal.
    await waitFor(() => expect(screen.queryByText('Snow is back')).toBeNull());
    expect(screen.getByText('New filters')).toBeTruthy();
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.operation.name).toBe('DismissNewsItemMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'news-1' } });
    act(() => environment.mock.resolve(mutation, { data: { newsItemDismiss: { dismissedId: 'news-1' } } }));
    expect(screen.queryByText('Snow is back')).toBeNull();
  });

  it('brings the item back with a toast when the server refuses', async () => {
    const environment = renderNews();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Snow is back' }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('News item not found.')));
    expect(await screen.findByText('Snow is back')).toBeTruthy();
    expect(await screen.findByText('Could not dismiss the news item')).toBeTruthy();
  });
});
