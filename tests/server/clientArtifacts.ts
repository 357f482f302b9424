import { readFileSync } from 'node:fs';

const persisted = JSON.parse(readFileSync('persisted-queries.json', 'utf8')) as Record<string, string>;

/**
 * One operation exactly as the web client sends it: the persisted id its generated artifact names (e.g.
 * `src/features/shell/__generated__/AppShellQuery.graphql.ts`) and the text relay-compiler persisted for it.
 */
export function clientOperation(artifact: string) {
  const id = /"id": "([0-9a-f]+)"/.exec(readFileSync(artifact, 'utf8'))?.[1];
  const text = id && persisted[id];
  if (!id || !text) throw new Error(`${artifact} names no persisted operation`);
  const operationName = /^(?:query|mutation|subscription) (\w+)/.exec(text)![1];
  return { id, text, operationName };
}
