// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { onSocketClosed } from '../../src/relay/subscribe';
import { authStore, isLoggedIn } from '../../src/state/auth';

describe('a socket the server closes', () => {
  beforeEach(() => {
    authStore.set({
      loginMethod: 'otp',
      token: { accessToken: 'tok', refreshToken: null, expiresAt: Date.now() + 3_600_000 },
      loggedInState: 'logged-in',
      profile: null,
      identity: null,
    });
  });

  it('logs the tab out when the session ended elsewhere (4401: logout, deletion, suspension)', () => {
    onSocketClosed({ code: 4401, reason: 'Account suspended' });
    expect(isLoggedIn()).toBe(false);
    expect(authStore.get().token).toBeNull();
  });

  it('keeps the session through a network drop or a server restart', () => {
    onSocketClosed({ code: 1006, reason: '' });
    onSocketClosed({ code: 1001, reason: 'Going away' });
    expect(isLoggedIn()).toBe(true);
  });
});
