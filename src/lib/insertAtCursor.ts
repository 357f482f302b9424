/**
 * A text with `insert` put at the cursor (in place of the selection, if any) and where the cursor goes after it.
 * A field never focused has no cursor: the text goes at the end.
 */
export function insertAtCursor(value: string, start: number | null, end: number | null, insert: string) {
  const from = start ?? value.length;
  const to = Math.max(from, end ?? from);
  return { value: value.slice(0, from) + insert + value.slice(to), caret: from + insert.length };
}
