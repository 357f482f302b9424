import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedStatements } from '../../server/db/pglitePrepared.ts';

describe('PGlite statements prepared once', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec('create table pets (id int primary key, name text); insert into pets values (1, $$Ash$$), (2, $$Bo$$);');
  });
  afterAll(() => client?.close());

  const prepared = () => client.query<{ name: string }>('select name from pg_prepared_statements order by name');

  it('keeps the most recently used statements up to its limit and closes the others', async () => {
    const statements = createPreparedStatements(client, 2);
    const byId = 'select name from pets where id = $1';
    expect((await statements.run<{ name: string }>(byId, [1])).rows).toEqual([{ name: 'Ash' }]);
    await statements.run('select id from pets where name = $1', ['Bo']);
    // byId is used again, so the second statement is now the least recent and the third closes it.
    await statements.run(byId, [2]);
    await statements.run('select count(*)::int as pets from pets where id > $1', [0]);
    expect(statements.size).toBe(2);
    expect((await prepared()).rows).toHaveLength(2);
    // A closed statement is prepared again when it comes back.
    expect((await statements.run<{ id: number }>('select id from pets where name = $1', ['Bo'])).rows).toEqual([{ id: 2 }]);
  });

  it('prepares a statement again when a migration changed the table it reads', async () => {
    const statements = createPreparedStatements(client);
    const all = 'select * from pets where id = $1';
    expect((await statements.run(all, [1])).rows).toEqual([{ id: 1, name: 'Ash' }]);
    await client.exec('alter table pets add column sona text');
    expect((await statements.run(all, [1])).rows).toEqual([{ id: 1, name: 'Ash', sona: null }]);
  });

  it('turns parameters into text as PGlite itself does: dates, arrays, JSON and nulls', async () => {
    const statements = createPreparedStatements(client);
    const { rows } = await statements.run<{ at: Date; tags: string[]; doc: { a: number }; nothing: null }>(
      'select $1::timestamptz as at, $2::text[] as tags, $3::jsonb as doc, $4::text as nothing',
      [new Date('2026-11-26T12:00:00Z'), ['fox', 'wolf'], { a: 1 }, null],
    );
    expect(rows).toEqual([{ at: new Date('2026-11-26T12:00:00Z'), tags: ['fox', 'wolf'], doc: { a: 1 }, nothing: null }]);
  });
});
