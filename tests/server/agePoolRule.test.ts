import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { ADULT_AGE, ageOn } from '../../server/profiles/age.ts';
import { isAdultSql } from '../../server/profiles/poolSql.ts';
import { backends, startTestApp } from './harness.ts';

/** Birth dates on and around the 18th birthday of each day below, leap days included. */
const TODAYS = ['2026-02-28', '2026-03-01', '2028-02-29', '2026-11-24', '2026-12-31', '2027-01-01'];
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const birthdaysAround = (today: string) => {
  const eighteenYearsAgo = `${Number(today.slice(0, 4)) - ADULT_AGE}${today.slice(4)}`;
  const base = eighteenYearsAgo.endsWith('02-29') ? shift(eighteenYearsAgo.replace('02-29', '02-28'), 1) : eighteenYearsAgo;
  return [-2, -1, 0, 1, 2].map((days) => shift(base, days)).concat(['2008-02-29', '2010-02-28', '2000-02-29']);
};

/** The pool rule runs in JavaScript (accessTo) and in SQL (chat rooms): both must draw the line on the same day. */
describe.each(backends)('the adult line in SQL and in code on $name', ({ postgres }) => {
  let app: App;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });

  afterAll(async () => {
    await app.stop();
  });

  it.each(TODAYS)('agrees on every birth date around the 18th birthday on %s', async (today) => {
    const db = app.services.db;
    const dates = birthdaysAround(today);
    const ids = dates.map(() => randomUUID());
    await db
      .insertInto('profiles')
      .values(dates.map((date, index) => ({ id: ids[index], date_of_birth: date, share_hash: randomBytes(6).toString('base64url') })))
      .execute();
    const rows = await db
      .selectFrom('profiles as p')
      .select(['p.date_of_birth', sql<boolean>`${isAdultSql('p', new Date(`${today}T12:00:00Z`))}`.as('adult')])
      .where('p.id', 'in', ids)
      .execute();
    const inSql = Object.fromEntries(rows.map((row) => [row.date_of_birth, row.adult]));
    const inCode = Object.fromEntries(dates.map((date) => [date, ageOn(date, new Date(`${today}T12:00:00Z`)) >= ADULT_AGE]));
    expect(inSql).toEqual(inCode);
    // The day itself is on the line: born 18 years ago today is an adult, a day later is not.
    expect(Object.values(inCode)).toContain(true);
    expect(Object.values(inCode)).toContain(false);
  });
});
