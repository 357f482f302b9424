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

  it('runs a statement with planner settings in a transaction of its own, prepared as any other', async () => {
    const statements = createPreparedStatements(client);
    const setting = 'select current_setting($1) as value';
    const read = async (settings?: Record<string, 'on' | 'off'>) =>
      (settings
        ? await statements.runWithSettings<{ value: string }>(setting, ['enable_sort'], settings)
        : await statements.run<{ value: string }>(setting, ['enable_sort'])
      ).rows[0].value;
    expect([await read({ enable_sort: 'off' }), await read(), await read({ enable_sort: 'off' })]).toEqual(['off', 'on', 'off']);
    expect(statements.size).toBe(1);
  });

  it('rolls a failed statement with settings back, leaving the session as it was', async () => {
    const statements = createPreparedStatements(client);
    const divide = 'select 10 / $1::int as share';
    await expect(statements.runWithSettings(divide, [0], { enable_sort: 'off' })).rejects.toMatchObject({ code: '22012' });
    // Not left inside an aborted transaction, nor with the setting on.
    expect((await statements.runWithSettings<{ share: number }>(divide, [5], { enable_sort: 'off' })).rows).toEqual([{ share: 2 }]);
    expect((await statements.run<{ value: string }>('select current_setting($1) as value', ['enable_sort'])).rows[0].value).toBe('on');
  });

  it('refuses a setting that is not a planner switch rather than write it into a statement', async () => {
    const statements = createPreparedStatements(client);
    const forged = { 'enable_sort = off; drop table pets; --': 'off' } as Record<string, 'on' | 'off'>;
    await expect(statements.runWithSettings('select 1 as one where $1::int = 1', [1], forged)).rejects.toThrow('Not a planner setting');
    expect((await client.query('select count(*)::int as pets from pets')).rows).toEqual([{ pets: 2 }]);
  });
});
