import { describe, expect, it } from 'vitest';
import { ageFilterProblems } from '../../src/features/discover/filterOptions';
import { ApiUnreachableError } from '../../src/lib/apiUnreachable';
import { dayDivider, startsDay } from '../../src/lib/chatTimes';
import { displayNameProblem } from '../../src/lib/displayName';
import { FAILURE_TEXT, memberErrorText, UNREACHABLE_TEXT } from '../../src/lib/memberErrorText';

describe('the age filter', () => {
  it('says what is wrong with each field, and checks min ≤ max only when both are numbers', () => {
    expect(ageFilterProblems('', '')).toEqual({});
    expect(ageFilterProblems(' 18 ', '30')).toEqual({});
    expect(ageFilterProblems('abc', '-3')).toEqual({
      minAge: 'Enter the age as a whole number, like 25.',
      maxAge: 'Enter the age as a whole number, like 25.',
    });
    expect(ageFilterProblems('2147483648', '')).toEqual({ minAge: 'Enter an age from 0 to 2147483647.' });
    expect(ageFilterProblems('40', '30')).toEqual({ maxAge: 'The maximum age must be at least the minimum age.' });
    expect(ageFilterProblems('40', 'x')).toEqual({ maxAge: 'Enter the age as a whole number, like 25.' });
  });
});

describe('display names', () => {
  it('allows 64 characters after trimming, in the server’s words', () => {
    expect(displayNameProblem(`  ${'a'.repeat(64)}  `)).toBeUndefined();
    expect(displayNameProblem('a'.repeat(65))).toBe('Display name must be at most 64 characters.');
    expect(displayNameProblem('   ')).toBe('Display name must not be empty.');
  });
});

describe('errors members see', () => {
  it('passes on only the server messages written for members', () => {
    const relayError = (code: string | undefined, message: string) =>
      Object.assign(new Error('No data returned for operation `DiscoverScreenRefetchQuery`, got error(s)'), {
        source: { errors: [{ message, extensions: { code } }] },
      });
    expect(memberErrorText(relayError('BAD_USER_INPUT', 'Pick a distance from the list.'))).toBe('Pick a distance from the list.');
    expect(memberErrorText(relayError(undefined, 'Unexpected error.'))).toBe(FAILURE_TEXT);
    expect(memberErrorText(new TypeError('Cannot read properties of undefined'))).toBe(FAILURE_TEXT);
    expect(memberErrorText(new ApiUnreachableError('Failed to fetch'))).toBe(UNREACHABLE_TEXT);
  });
});

describe('chat day dividers', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it('names today, yesterday, then the date, and starts a day only when the calendar day changes', () => {
    expect(dayDivider(new Date(2026, 10, 24, 0, 5), now)).toBe('Today');
    expect(dayDivider(new Date(2026, 10, 23, 23, 55), now)).toBe('Yesterday');
    expect(dayDivider(new Date(2026, 10, 2, 9, 0), now)).toBe('11/02/2026');
    expect(startsDay(new Date(2026, 10, 24, 0, 5), undefined)).toBe(true);
    expect(startsDay(new Date(2026, 10, 24, 0, 5), new Date(2026, 10, 23, 23, 55))).toBe(true);
    expect(startsDay(new Date(2026, 10, 24, 9, 0), new Date(2026, 10, 24, 0, 5))).toBe(false);
  });
});
