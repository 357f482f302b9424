import { GROUP_POST_TEXT_MAX, GROUP_THREAD_TITLE_MAX } from '../../shared/groupPosts.ts';
import { badInput } from '../errors.ts';

/** Plain text only: control characters other than new lines and tabs are dropped, the ends trimmed. */
function plain(text: string) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
}

/** A thread's title: one line, 1 to 120 characters. */
export function cleanThreadTitle(title: string) {
  const text = plain(title).replace(/\s+/g, ' ');
  if (!text) throw badInput('Please give the thread a title.');
  if (text.length > GROUP_THREAD_TITLE_MAX) throw badInput(`A thread's title is at most ${GROUP_THREAD_TITLE_MAX} characters.`);
  return text;
}

/** A thread's or a reply's text: 1 to 4,000 characters. */
export function cleanPostText(content: string) {
  const text = plain(content);
  if (!text) throw badInput('Please write something first.');
  if (text.length > GROUP_POST_TEXT_MAX) throw badInput(`A post is at most ${GROUP_POST_TEXT_MAX.toLocaleString('en')} characters.`);
  return text;
}
