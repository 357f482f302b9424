// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailStep } from '../../src/features/auth/EmailStep';
import { CodeStep } from '../../src/features/auth/CodeStep';
import { toastQueue } from '../../src/ui/Toast';

/** React Aria marks disabled buttons with the native attribute, which is what users and AT see. */
function isDisabled(element: HTMLElement): boolean {
  return (element as HTMLButtonElement).disabled;
}

afterEach(() => {
  cleanup();
  toastQueue.visibleToasts.forEach((toast) => toastQueue.close(toast.key));
});

type RequestCode = NonNullable<Parameters<typeof EmailStep>[0]['requestCode']>;

function renderEmailStep(email: string, requestCode: RequestCode = vi.fn(async () => ({ ok: true as const }))) {
  const onCodeRequested = vi.fn();
  render(
    <EmailStep email={email} onEmailChange={() => {}} onBack={() => {}} onCodeRequested={onCodeRequested} requestCode={requestCode} />,
  );
  return { onCodeRequested, requestCode };
}

describe('email step', () => {
  it('says an invalid email in words tied to the field, and moves focus there, instead of sending', async () => {
    const { requestCode } = renderEmailStep('fox@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const field = screen.getByRole('textbox', { name: 'Email' });
    const message = screen.getByText('Please enter a valid email address.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(document.activeElement).toBe(field);
    expect(requestCode).not.toHaveBeenCalled();
  });

  it('asks for a code, shows the check-your-email toast and moves on', async () => {
    const { onCodeRequested, requestCode } = renderEmailStep('fox@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(requestCode).toHaveBeenCalledWith('fox@example.com');
    // The step moves on once the request's promise settles.
    await waitFor(() => expect(onCodeRequested).toHaveBeenCalled());
    expect(toastQueue.visibleToasts.map((toast) => toast.content)).toContainEqual({
      title: 'Check your email',
      description: "If fox@example.com is associated with an account, we'll send you a one-time code.",
    });
  });

  it('shows the server message when rate limited', async () => {
    const { onCodeRequested } = renderEmailStep(
      'fox@example.com',
      vi.fn(async () => ({ error: 'RATE_LIMITED', message: 'Too many requests, try again in a minute.' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many requests, try again in a minute.')).toBeTruthy();
    expect(onCodeRequested).not.toHaveBeenCalled();
  });
});

function renderCodeStep(login: Parameters<typeof CodeStep>[0]['login']) {
  const onLoggedIn = vi.fn();
  const onBack = vi.fn();
  render(<CodeStep email="fox@example.com" onBack={onBack} onLoggedIn={onLoggedIn} login={login} />);
  return { onLoggedIn, onBack, field: screen.getByLabelText('One-time code'), submit: screen.getByRole('button', { name: 'Log in' }) };
}

describe('code step', () => {
  it('shows the code in upper case and enables "Log in" only at 7 letters or digits', async () => {
    const { field, submit } = renderCodeStep(vi.fn());
    await userEvent.type(field, 'ab1-2c');
    expect((field as HTMLInputElement).value).toBe('AB12C');
    expect(isDisabled(submit)).toBe(true);
    await userEvent.type(field, 'd9x');
    expect((field as HTMLInputElement).value).toBe('AB12CD9');
    expect(isDisabled(submit)).toBe(false);
  });

  it('takes a pasted code with spaces around it whole, and enables "Log in"', async () => {
    const { field, submit } = renderCodeStep(vi.fn());
    await userEvent.click(field);
    await userEvent.paste(' abc1234 ');
    expect((field as HTMLInputElement).value).toBe('ABC1234');
    expect(isDisabled(submit)).toBe(false);
  });

  it('says the code is invalid for CODE_INVALID and clears the message on typing', async () => {
    const { field, submit, onLoggedIn } = renderCodeStep(vi.fn(async () => ({ error: 'CODE_INVALID', message: 'nope' })));
    await userEvent.type(field, 'ABC1234');
    await userEvent.click(submit);
    expect(await screen.findByText('Invalid code. Please try again.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByText('Invalid code. Please try again.')).toBeNull();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('announces a wrong code at once and keeps focus on "Log in"', async () => {
    const { field, submit } = renderCodeStep(vi.fn(async () => ({ error: 'CODE_INVALID', message: 'nope' })));
    await userEvent.type(field, 'ABC1234');
    await userEvent.click(submit);
    const message = await screen.findByText('Invalid code. Please try again.');
    // In a live region that was there before the message, so a screen reader says it as it appears.
    expect(message.closest('[aria-live="assertive"]')).not.toBeNull();
    expect(document.activeElement).toBe(submit);
  });

  it('shows the server message for other errors, or a generic one', async () => {
    const login = vi
      .fn()
      .mockResolvedValueOnce({ error: 'RATE_LIMITED', message: 'Slow down a little.' })
      .mockResolvedValueOnce({ error: 'EMPTY_RESP' });
    const { field, submit } = renderCodeStep(login);
    await userEvent.type(field, 'ABC1234');
    await userEvent.click(submit);
    expect(await screen.findByText('Slow down a little.')).toBeTruthy();
    await userEvent.click(submit);
    expect(await screen.findByText('An unknown error occurred. Please try again.')).toBeTruthy();
  });

  it('hands the token over on success', async () => {
    const { field, submit, onLoggedIn } = renderCodeStep(vi.fn(async () => ({ token: 'secret-token' })));
    await userEvent.type(field, 'abc1234');
    await userEvent.click(submit);
    // Handed over once the login's promise settles.
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('secret-token'));
    expect((await screen.findByRole('status')).textContent).toContain("You're in!");
  });

  it('goes back one step', async () => {
    const { onBack } = renderCodeStep(vi.fn());
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });
});
