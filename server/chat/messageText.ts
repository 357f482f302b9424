import { badInput } from '../errors.ts';
import { MAX_CLIENT_ID_LENGTH, MAX_MESSAGE_LENGTH } from './messages.ts';

/** Plain text only: control characters other than new lines and tabs are dropped, the ends trimmed. */
export function cleanMessageText(content: string) {
  // eslint-disable-next-line no-control-regex
  const text = content.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim();
  if (!text) throw badInput('A message must not be empty.');
  if (text.length > MAX_MESSAGE_LENGTH) throw badInput(`A message is at most ${MAX_MESSAGE_LENGTH} characters.`);
  return text;
}

export function checkClientId(clientId: string) {
  if (!clientId || clientId.length > MAX_CLIENT_ID_LENGTH) throw badInput(`The client id must be 1 to ${MAX_CLIENT_ID_LENGTH} characters.`);
}
