// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApproveLoginScreen } from '../../src/features/auth/ApproveLoginScreen';

const REQUEST = {
  device: 'Firefox on Windows',
  requestedAt: '2026-11-27T10:42:00Z',
  expiresAt: '2026-11-27T10:52:00Z',
};

function fakeApi(
  decision: { ok: true; value: { decision: string } } | { ok: false; message: string } = { ok: true, value: { decision: 'approve' } },
) {
  return {
    lookUp: vi.fn(async () => ({ ok: true as const, value: REQUEST })),
    decide: vi.fn(async () => decision),
  };
}

afterEach(cleanup);

describe('approving a QR login', () => {
  it('shows which browser asks and when, and approves it', async () => {
    const api = fakeApi();
    render(<ApproveLoginScreen code="bcdf-ghjk" onCode={() => {}} api={api} />);
    expect(await screen.findByRole('heading', { name: 'A device asks to log in to your account' })).toBeTruthy();
    expect(api.lookUp).toHaveBeenCalledWith('bcdf-ghjk');
    expect(screen.getByText('Firefox on Windows')).toBeTruthy();
    expect(screen.getByText('BCDF-GHJK')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(api.decide).toHaveBeenCalledWith('bcdf-ghjk', 'approve');
    const outcome = await screen.findByText('Approved. The other device is now logged in as you.');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(outcome));
  });

  it('says it is approving while the answer is on its way, and takes one decision only', async () => {
    let answer!: (value: { ok: true; value: { decision: string } }) => void;
    const api = {
      ...fakeApi(),
      decide: vi.fn(() => new Promise<{ ok: true; value: { decision: string } }>((resolve) => (answer = resolve))),
    };
    render(<ApproveLoginScreen code="BCDFGHJK" onCode={() => {}} api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('status').textContent).toBe('Approving…');
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(api.decide).toHaveBeenCalledTimes(1);
    answer({ ok: true, value: { decision: 'approve' } });
    expect(await screen.findByText('Approved. The other device is now logged in as you.')).toBeTruthy();
  });

  it("says the server's refusal in member words and asks for another code", async () => {
    const api = fakeApi({ ok: false, message: 'This code was already used. Ask for a new code on the device you want to log in on.' });
    const onCode = vi.fn();
    render(<ApproveLoginScreen code="BCDFGHJK" onCode={onCode} api={api} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This code was already used. Ask for a new code on the device you want to log in on.',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'LMNP-QRST{Enter}');
    expect(onCode).toHaveBeenCalledWith('LMNP-QRST');
  });

  it('without a code asks for one, and an empty one gets words tied to the field', async () => {
    const onCode = vi.fn();
    render(<ApproveLoginScreen code={null} onCode={onCode} api={fakeApi()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByRole('textbox', { name: 'Code' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(
      screen.getByText('Please enter the code shown on the other device.').id,
    );
    expect(document.activeElement).toBe(field);
    expect(onCode).not.toHaveBeenCalled();
  });
});
