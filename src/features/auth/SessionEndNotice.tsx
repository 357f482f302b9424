import { useEffect, useRef } from 'react';
import { useSessionEnd, type SessionEnd } from '../../state/sessionEnd';

/** What a suspended member reads when the server gave no sentence of its own (the login refusal's words). */
const BANNED = 'This account has been banned.';
const KEPT_DRAFT = 'Log in again to carry on. A chat message you had not sent yet is kept for you.';

export function sessionEndWords(end: SessionEnd): { title: string; text: string } {
  switch (end.reason) {
    case 'SUSPENDED':
      return { title: 'You were logged out', text: end.message ?? BANNED };
    case 'LOGGED_OUT_ELSEWHERE':
      return { title: 'You were logged out', text: `This session was ended in another tab or on another device. ${KEPT_DRAFT}` };
    case 'ACCOUNT_DELETED':
      return { title: 'You were logged out', text: 'This account was deleted.' };
    case 'EXPIRED':
      return { title: 'Your session expired', text: KEPT_DRAFT };
  }
}

/**
 * Why this tab was sent to /login (state/sessionEnd.ts): the server's reason in the member's words, focused when it
 * appears so a screen reader reads it at once, and the page's first stop after a navigation (data-page-focus).
 */
export function SessionEndNotice() {
  const end = useSessionEnd();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (end) heading.current?.focus({ preventScroll: true });
  }, [end]);
  if (!end) return null;
  const { title, text } = sessionEndWords(end);
  const suspended = end.reason === 'SUSPENDED';
  return (
    <section
      aria-labelledby="session-end-title"
      className={`w-full max-w-md rounded-2xl border-2 p-4 forced-colors:border-[CanvasText] ${
        suspended
          ? 'border-red-700 bg-red-50 text-red-950 dark:border-red-300 dark:bg-red-950 dark:text-red-50'
          : 'border-violet-700 bg-violet-50 text-violet-950 dark:border-violet-300 dark:bg-violet-950 dark:text-violet-50'
      }`}
    >
      <h2 id="session-end-title" ref={heading} tabIndex={-1} data-page-focus className="text-lg font-bold outline-offset-4">
        {title}
      </h2>
      <p className="mt-1">{text}</p>
    </section>
  );
}
