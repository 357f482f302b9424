// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { RelayEnvironmentProvider, loadQuery, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { MockResolvers } from 'relay-test-utils/lib/RelayMockPayloadGenerator';
import { OnboardingScreen } from '../../src/features/onboarding/OnboardingScreen';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../../src/features/shell/__generated__/AppShellQuery.graphql';
import { MyLocationScreen } from '../../src/features/location/MyLocationScreen';
import MyLocationScreenQuery, {
  type MyLocationScreenQuery as MyLocationQueryType,
} from '../../src/features/location/__generated__/MyLocationScreenQuery.graphql';
import { FirstRunNudge } from '../../src/features/discover/FirstRunNudge';
import DiscoverScreenQuery, {
  type DiscoverScreenQuery as DiscoverQueryType,
} from '../../src/features/discover/__generated__/DiscoverScreenQuery.graphql';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as ChatQueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `page` at "/" of a memory router over a mock Relay environment; /logout and settings pages say where they are. */
async function renderPage(page: ReactNode, environment = createMockEnvironment()) {
  const rootRoute = createRootRoute();
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">{page}</Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>Now at {location.pathname}</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return { environment, router };
}

function resolveWith(environment: ReturnType<typeof createMockEnvironment>, resolvers: MockResolvers) {
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
}

function Onboarding() {
  const { viewer } = useLazyLoadQuery<AppShellQueryType>(AppShellQuery, {});
  return viewer ? <OnboardingScreen viewer={viewer} /> : null;
}

describe('onboarding', () => {
  it('offers Log out, reached by keyboard, which goes to the same /logout as the settings menu', async () => {
    const environment = createMockEnvironment();
    resolveWith(environment, { Profile: () => ({ displayName: '', dateOfBirth: null }) });
    const { router } = await renderPage(<Onboarding />, environment);
    await screen.findByRole('heading', { name: 'Tell us about you' });
    // Tab through the form: name, date, Continue, then Log out.
    let logOut: HTMLElement | null = null;
    for (let step = 0; step < 10 && !logOut; step += 1) {
      await userEvent.tab();
      if (document.activeElement?.textContent === 'Log out') logOut = document.activeElement as HTMLElement;
    }
    expect(logOut).toBe(screen.getByRole('link', { name: 'Log out' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });
});

describe('live location on My Location', () => {
  async function locateWith(code: number, message: string) {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (error: { code: number; message: string }) => void) => fail({ code, message }),
      },
    });
    const environment = createMockEnvironment();
    const queryRef = loadQuery<MyLocationQueryType>(environment, MyLocationScreenQuery, {});
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { ProfileLocation: () => ({ type: 'MANUAL', place: null, precision: 'CITY' }) }),
    );
    await renderPage(<MyLocationScreen queryRef={queryRef} />, environment);
    await userEvent.click(await screen.findByRole('button', { name: 'Use live location' }));
    return screen.findByRole('alert');
  }

  it('says in member words how to allow a denied location, or to choose a place instead', async () => {
    const alert = await locateWith(1, 'User denied Geolocation');
    expect(alert.textContent).not.toContain('User denied');
    expect(alert.textContent).toContain("allow location for this site in your browser's site settings");
    expect(alert.textContent).toContain('choose a place instead');
  });

  it('tells an unavailable position and a timeout apart', async () => {
    expect((await locateWith(2, 'Position unavailable')).textContent).toContain("Your device couldn't tell where you are");
    cleanup();
    expect((await locateWith(3, 'Timeout expired')).textContent).toContain('Finding your location took too long');
  });
});

describe('the first-run nudge on home', () => {
  function Nudge() {
    const { viewer } = useLazyLoadQuery<DiscoverQueryType>(DiscoverScreenQuery, { isAd: false });
    return <FirstRunNudge viewer={viewer} />;
  }
  const profileWith = (profile: Record<string, unknown>) => ({ Profile: () => ({ uuid: crypto.randomUUID(), ...profile }) });

  it('lists what a new profile lacks, each linking to its settings page', async () => {
    const environment = createMockEnvironment();
    resolveWith(environment, profileWith({ primaryImage: null, bio: { biography: null }, location: null }));
    await renderPage(<Nudge />, environment);
    const nudge = await screen.findByRole('region', { name: 'Finish your profile' });
    expect(within(nudge).getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe('/settings/profile/images');
    expect(within(nudge).getByRole('link', { name: 'Write a bio' }).getAttribute('href')).toBe('/settings/profile/edit');
    expect(within(nudge).getByRole('link', { name: 'Set your place' }).getAttribute('href')).toBe('/settings/location');
    expect(nudge.textContent).toContain('to see how far away others are');
  });

  it('leaves out what is done, and shows nothing once all is', async () => {
    const environment = createMockEnvironment();
    resolveWith(
      environment,
      profileWith({ primaryImage: { __typename: 'ProfileImage' }, bio: { biography: null }, location: { place: 'Berlin' } }),
    );
    await renderPage(<Nudge />, environment);
    const nudge = await screen.findByRole('region', { name: 'Finish your profile' });
    expect(
      within(nudge)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Write a bio']);
    cleanup();
    const done = createMockEnvironment();
    resolveWith(
      done,
      profileWith({ primaryImage: { __typename: 'ProfileImage' }, bio: { biography: 'Hi!' }, location: { place: 'Berlin' } }),
    );
    await renderPage(
      <>
        <Nudge />
        <p>Grid</p>
      </>,
      done,
    );
    await screen.findByText('Grid');
    expect(screen.queryByRole('region', { name: 'Finish your profile' })).toBeNull();
  });

  it('stays away once dismissed, for that member on this browser', async () => {
    const uuid = crypto.randomUUID();
    const environment = createMockEnvironment();
    resolveWith(environment, { Profile: () => ({ uuid, primaryImage: null, bio: null, location: null }) });
    await renderPage(<Nudge />, environment);
    const nudge = await screen.findByRole('region', { name: 'Finish your profile' });
    await userEvent.click(within(nudge).getByRole('button', { name: 'Dismiss Finish your profile' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Finish your profile' })).toBeNull());
    cleanup();
    const again = createMockEnvironment();
    resolveWith(again, { Profile: () => ({ uuid, primaryImage: null, bio: null, location: null }) });
    await renderPage(
      <>
        <Nudge />
        <p>Grid</p>
      </>,
      again,
    );
    await screen.findByText('Grid');
    expect(screen.queryByRole('region', { name: 'Finish your profile' })).toBeNull();
    expect(localStorage.getItem('snoot:firstRunNudge')).toContain(uuid);
  });
});

describe('a chat request', () => {
  it('says at the composer that replying accepts the request', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ChatQueryType>(environment, ChatRoomScreenQuery, { roomId: 'c0000000-0000-4000-8000-00000000000c' });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ profile: { id: 'me' }, featureFlags: [] }),
        ChatRoom: () => ({
          status: 'INVITED',
          otherProfile: { displayName: 'Ana', username: null, bestRole: null, primaryImage: null },
          messages: { edges: [], pageInfo: { hasPreviousPage: false, startCursor: null } },
        }),
      }),
    );
    await renderPage(<ChatRoomScreen queryRef={queryRef} />, environment);
    expect(await screen.findByText('Replying accepts this chat request.')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Replying accepts this chat request.');
  });

  it('says nothing of it in a joined room', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ChatQueryType>(environment, ChatRoomScreenQuery, { roomId: 'c0000000-0000-4000-8000-00000000000c' });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Viewer: () => ({ profile: { id: 'me' }, featureFlags: [] }),
        ChatRoom: () => ({ status: 'JOINED', messages: { edges: [], pageInfo: { hasPreviousPage: false, startCursor: null } } }),
      }),
    );
    await renderPage(<ChatRoomScreen queryRef={queryRef} />, environment);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByText('Replying accepts this chat request.')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
