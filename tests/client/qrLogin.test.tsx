// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QrLoginPanel } from '../../src/features/auth/QrLoginPanel';
import type { QrLoginApi } from '../../src/features/auth/useQrLogin';
import type { PollOutcome } from '../../src/api/deviceLogin';

const TOKEN = { accessToken: 'access', refreshToken: 'refresh', expiresAt: 0, idToken: 'id' };

/** A provider that answers each poll with the next outcome given (pending once they run out). */
function fakeApi(outcomes: PollOutcome[], { failStart = false } = {}) {
  let codes = 0;
  const api = {
    requestDeviceCode: vi.fn(async () => {
      if (failStart) throw new Error('offline');
      codes += 1;
      return {
        deviceCode: `device-${codes}`,
        userCode: codes === 1 ? 'BCDF-GHJK' : 'LMNP-QRST',
        interval: 5,
        expiresAt: Date.now() + 600_000,
      };
    }),
    pollDeviceToken: vi.fn(async (): Promise<PollOutcome> => outcomes.shift() ?? { kind: 'pending' }),
    completeLogin: vi.fn(async () => true),
  } satisfies QrLoginApi;
  return api;
}

async function renderPanel(api: QrLoginApi) {
  const onLoggedIn = vi.fn();
  const onBack = vi.fn();
  await act(async () => void render(<QrLoginPanel api={api} onBack={onBack} onLoggedIn={onLoggedIn} />));
  return { onLoggedIn, onBack };
}

/** Lets the given seconds pass, and the polls they start settle. */
const wait = (seconds: number) => act(async () => void (await vi.advanceTimersByTimeAsync(seconds * 1000)));
const status = () => screen.getByRole('status').textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the QR login step', () => {
  it('shows a named QR code for the approval page, the short code and how to use them, and waits', async () => {
    const api = fakeApi([]);
    await renderPanel(api);
    const qr = screen.getByRole('img', { name: 'QR code to approve this login, for the code BCDF-GHJK' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('BCDF-GHJK')).toBeTruthy();
    expect(screen.getByText(/Scan with a phone where you're logged in to Snoot, or go to/).textContent).toBe(
      `Scan with a phone where you're logged in to Snoot, or go to ${window.location.origin}/approve-login and enter the code.`,
    );
    expect(status()).toBe('Waiting for approval…');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Log in via QR code' }));
  });

  it('polls at the interval while pending, and 5 seconds slower after slow_down', async () => {
    const api = fakeApi([{ kind: 'pending' }, { kind: 'slowDown' }, { kind: 'pending' }]);
    await renderPanel(api);
    await wait(4.9);
    expect(api.pollDeviceToken).toHaveBeenCalledTimes(0);
    await wait(0.1);
    expect(api.pollDeviceToken).toHaveBeenCalledTimes(1);
    await wait(5);
    expect(api.pollDeviceToken).toHaveBeenCalledTimes(2);
    await wait(5);
    expect(api.pollDeviceToken).toHaveBeenCalledTimes(2);
    await wait(5);
    expect(api.pollDeviceToken).toHaveBeenCalledTimes(3);
    expect(api.pollDeviceToken).toHaveBeenLastCalledWith('device-1');
    expect(status()).toBe('Waiting for approval…');
  });

  it('offers a new code when the code expired, and shows it', async () => {
    const api = fakeApi([{ kind: 'expired' }]);
    await renderPanel(api);
    await wait(5);
    expect(status()).toBe('This code expired before it was approved.');
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Get a new code' })));
    expect(api.requestDeviceCode).toHaveBeenCalledTimes(2);
    // The pressed button went with the old code; focus waits on the heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Log in via QR code' }));
    expect(screen.getByText('LMNP-QRST')).toBeTruthy();
    expect(status()).toBe('Waiting for approval…');
  });

  it('says when the login was denied on the other device', async () => {
    await renderPanel(fakeApi([{ kind: 'denied' }]));
    await wait(5);
    expect(status()).toBe('The login was denied on the other device.');
    expect(screen.getByRole('button', { name: 'Get a new code' })).toBeTruthy();
  });

  it('logs in with the tokens once approved, and goes on', async () => {
    const api = fakeApi([{ kind: 'pending' }, { kind: 'token', token: TOKEN }]);
    const { onLoggedIn } = await renderPanel(api);
    await wait(10);
    expect(api.completeLogin).toHaveBeenCalledWith(TOKEN);
    expect(status()).toBe('Logged in. Taking you to Snoot…');
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    // Polling stopped with the login.
    await wait(30);
    expect(api.pollDeviceToken).toHaveBeenCalledTimes(2);
  });

  it('says in member words when no code can be had, and tries again', async () => {
    const api = fakeApi([], { failStart: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPanel(api);
    expect(status()).toBe('Logging in via QR code is unavailable right now. Please try again later.');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(api.requestDeviceCode).toHaveBeenCalledTimes(2);
  });

  it('stops polling when the member goes back', async () => {
    const api = fakeApi([]);
    const { onBack } = await renderPanel(api);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    expect(onBack).toHaveBeenCalled();
    cleanup();
    await wait(30);
    expect(api.pollDeviceToken).toHaveBeenCalledTimes(0);
  });
});
