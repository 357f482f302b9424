import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../server/graphql/hardening.ts';

/** Every operation the client sends: relay-compiler persists each one in persisted-queries.json. */
function clientOperations() {
  const persisted = JSON.parse(readFileSync('persisted-queries.json', 'utf8')) as Record<string, string>;
  return Object.entries(persisted).map(([id, text]) => ({ id, text }));
}

/** The ids the generated artifacts send. */
function artifactIds() {
  const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.includes('__generated__') && /(Query|Mutation|Subscription)\.graphql\.ts$/.test(path),
  );
  return files.map((path) => ({ path, id: /"id": "([0-9a-f]+)"/.exec(readFileSync(join('src', path), 'utf8'))?.[1] ?? null }));
}

describe("the client's operations", () => {
  const operations = clientOperations();

  it('are all persisted, so the production server knows every one the client sends', () => {
    const known = new Set(operations.map((operation) => operation.id));
    expect(operations.length).toBeGreaterThan(10);
    expect(artifactIds().filter((artifact) => !artifact.id || !known.has(artifact.id))).toEqual([]);
  });

  it(`stay within the production depth limit of ${MAX_DEPTH}`, () => {
    const schema = buildSchema(readFileSync('schema.graphql', 'utf8'));
    const tooDeep = operations.filter(({ text }) => {
      try {
        return validate(schema, parse(text), [maxDepthRule({ n: MAX_DEPTH })]).length > 0;
      } catch {
        return true;
      }
    });
    expect(tooDeep.map((operation) => operation.id)).toEqual([]);
  });
});
