import { describe, expect, it } from 'vitest';
import { MAX_NAMED_PER_CONNECTION, namedQueryArgs, statementName } from '../../server/db/namedStatements.ts';

describe('statements with parameters are prepared once per connection', () => {
  it('names a statement with parameters by its text, the same on every connection', () => {
    const text = 'select * from profiles where id = $1';
    const [onOne] = namedQueryArgs({}, [text, ['a']]) as [{ name: string; text: string; values: unknown[] }];
    const [onAnother] = namedQueryArgs({}, [text, ['b']]) as [{ name: string }];
    expect(onOne).toEqual({ name: statementName(text), text, values: ['a'] });
    expect(onAnother.name).toBe(onOne.name);
    expect(statementName('select 2 where $1')).not.toBe(onOne.name);
  });

  it('leaves begin, commit, migrations and calls in another form unnamed', () => {
    const callback = () => {};
    for (const args of [
      ['begin', []],
      ['create table a (x int); create table b (y int)'],
      [{ text: 'select $1', values: [1] }],
      ['select $1', [1], callback],
    ]) {
      expect(namedQueryArgs({}, args)).toBe(args);
    }
  });

  it('stops naming new texts once a connection holds its bound, and keeps the ones it has', () => {
    const connection = {};
    const texts = Array.from({ length: MAX_NAMED_PER_CONNECTION + 1 }, (_, n) => `select ${n} where $1`);
    for (const text of texts.slice(0, -1)) expect(namedQueryArgs(connection, [text, [1]])[0]).toHaveProperty('name');
    const past = [texts.at(-1), [1]];
    expect(namedQueryArgs(connection, past)).toBe(past);
    expect(namedQueryArgs(connection, [texts[0], [2]])[0]).toHaveProperty('name', statementName(texts[0]));
    expect(namedQueryArgs({}, past)[0]).toHaveProperty('name');
  });
});
