/** How much of a quoted message a quote shows: one line, short enough for a narrow screen's bar. */
const QUOTE_CHARS = 80;

/** The first line of a quoted message, cut to a bar's length with an ellipsis when anything is left out. */
export function quoteLine(text: string) {
  const lines = text.trim().split('\n');
  const first = lines[0].trim();
  if (first.length > QUOTE_CHARS) return `${first.slice(0, QUOTE_CHARS - 1).trimEnd()}…`;
  return lines.length > 1 ? `${first}…` : first;
}

/** The id of a message's bubble in the page, so a quote can scroll to its original and focus it. */
export function messageAnchorId(messageId: string) {
  return `chat-message-${messageId}`;
}
