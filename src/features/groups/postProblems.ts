import { GROUP_POST_TEXT_MAX, GROUP_THREAD_TITLE_MAX } from '../../../shared/groupPosts';

/** What is wrong with a thread's title, in the member's words; null when it can go. */
export function threadTitleProblem(title: string): string | null {
  const length = title.trim().length;
  if (length === 0) return 'Give your thread a title.';
  if (length > GROUP_THREAD_TITLE_MAX) return `A title can be at most ${GROUP_THREAD_TITLE_MAX} characters.`;
  return null;
}

/** What is wrong with a thread's or a reply's text; null when it can go. */
export function postTextProblem(text: string, what: 'thread' | 'reply'): string | null {
  const length = text.trim().length;
  if (length === 0) return what === 'thread' ? 'Write something to start the thread.' : 'Write a reply first.';
  if (length > GROUP_POST_TEXT_MAX) return `A post can be at most ${GROUP_POST_TEXT_MAX.toLocaleString('en')} characters.`;
  return null;
}
