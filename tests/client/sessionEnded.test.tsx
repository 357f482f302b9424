// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { onSocketClosed } from '../../src/relay/subscribe';
import { createFetchGraphQL } from '../../src/relay/fetchGraphQL';
import { authStore, isLoggedIn, loginWithOneTimeCodeToken } from '../../src/state/auth';
import { dismissSessionEnd, noteOwnLogout, sessionEndStore } from '../../src/state/sessionEnd';
import { SessionEndNotice } from '../../src/features/auth/SessionEndNotice';
import type { RequestParameters } from 'relay-runtime';

const SUSPENDED = {
  reason: 'SUSPENDED',
  until: '2026-12-04T16:50:00.000Z',
  message: 'Your account is suspended until 4 December 2026 at 16:50 UTC. Reason: Harassing other members',
};
const refused = (sessionEnd?: unknown) => ({
  data: null,
  errors: [{ message: 'You need to log in again.', extensions: { code: 'UNAUTHENTICATED', ...(sessionEnd ? { sessionEnd } : {}) } }],
});
/** A fetch answering these bodies in turn, the last one again after that. */
function answering(...bodies: unknown[]) {
  let call = 0;
  return vi.fn(async () => new Response(JSON.stringify(bodies[Math.min(call++, bodies.length - 1)])));
}
const params = { name: 'AppShellQuery', text: 'query AppShellQuery { viewer { id } }' } as RequestParameters;

beforeEach(() => {
  dismissSessionEnd();
  loginWithOneTimeCodeToken('tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a socket the server closes', () => {
  it('asks why and logs the tab out with the reason when the session ended elsewhere (4401)', async () => {
    vi.stubGlobal('fetch', answering(refused(SUSPENDED), refused(SUSPENDED)));
    onSocketClosed({ code: 4401, reason: 'Account suspended' });
    await vi.waitFor(() => expect(isLoggedIn()).toBe(false));
    expect(authStore.get().token).toBeNull();
    expect(sessionEndStore.get().notice).toEqual(SUSPENDED);
  });

  it('keeps the session when the server still knows it (a refused socket whose token works)', async () => {
    const fetch = answering({ data: { viewer: { __typename: 'Viewer' } } });
    vi.stubGlobal('fetch', fetch);
    onSocketClosed({ code: 4403, reason: 'Forbidden' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await Promise.resolve();
    expect(isLoggedIn()).toBe(true);
  });

  it('keeps the session through a network drop or a server restart', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    onSocketClosed({ code: 1006, reason: '' });
    onSocketClosed({ code: 1001, reason: 'Going away' });
    expect(isLoggedIn()).toBe(true);
    // No session check; only the connection state asks /livez whether the server is there (src/relay/connection.ts).
    expect(fetch).not.toHaveBeenCalledWith('/graphql', expect.anything());
  });
});

describe('a refused request', () => {
  it('keeps the reason the server gave for /login', async () => {
    await createFetchGraphQL(answering(refused({ reason: 'LOGGED_OUT_ELSEWHERE' })))(params, {});
    expect(isLoggedIn()).toBe(false);
    expect(sessionEndStore.get().notice).toEqual({ reason: 'LOGGED_OUT_ELSEWHERE' });
  });

  it('tells nothing when the server said nothing, or when the member logged out here', async () => {
    await createFetchGraphQL(answering(refused()))(params, {});
    expect(sessionEndStore.get().notice).toBeNull();

    loginWithOneTimeCodeToken('tok-2');
    noteOwnLogout();
    await createFetchGraphQL(answering(refused({ reason: 'LOGGED_OUT_ELSEWHERE' })))(params, {});
    expect(isLoggedIn()).toBe(false);
    expect(sessionEndStore.get().notice).toBeNull();
  });
});

describe('SessionEndNotice on /login', () => {
  it('says a suspension in the server’s words with its end date, focused', async () => {
    vi.stubGlobal('fetch', answering(refused(SUSPENDED)));
    await createFetchGraphQL()(params, {});
    render(<SessionEndNotice />);
    const heading = screen.getByRole('heading', { name: 'You were logged out' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('region', { name: 'You were logged out' }).textContent).toContain(SUSPENDED.message);
  });

  it('says a logout elsewhere in member words, and is gone after the next login', async () => {
    await createFetchGraphQL(answering(refused({ reason: 'LOGGED_OUT_ELSEWHERE' })))(params, {});
    render(<SessionEndNotice />);
    expect(screen.getByRole('region', { name: 'You were logged out' }).textContent).toContain(
      'This session was ended in another tab or on another device.',
    );
    loginWithOneTimeCodeToken('tok-3');
    expect(sessionEndStore.get().notice).toBeNull();
  });

  it('says an account deleted elsewhere', async () => {
    await createFetchGraphQL(answering(refused({ reason: 'ACCOUNT_DELETED' })))(params, {});
    render(<SessionEndNotice />);
    expect(screen.getByRole('region', { name: 'You were logged out' }).textContent).toContain('This account was deleted.');
  });
});
