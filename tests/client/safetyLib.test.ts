import { describe, expect, it } from 'vitest';
import { reportDetailsProblem, reportReasonLabel } from '../../src/lib/reportReasons';
import { suspensionEnd } from '../../src/lib/suspensionEnd';

describe('report details', () => {
  it('asks for a reason, and for words when the reason is Something else', () => {
    expect(reportDetailsProblem(null, '')).toBe('Please choose a reason.');
    expect(reportDetailsProblem('OTHER', '   ')).toBe('Please tell us what is wrong.');
    expect(reportDetailsProblem('OTHER', 'Sells fake tickets')).toBeNull();
    expect(reportDetailsProblem('HARASSMENT', '')).toBeNull();
    expect(reportDetailsProblem('SPAM_OR_SCAM', 'x'.repeat(1001))).toBe('Please keep the details to 1,000 characters or fewer.');
    expect(reportReasonLabel('UNRATED_EXPLICIT_CONTENT')).toBe('Explicit content that is not marked as such');
  });
});

describe('suspension end', () => {
  it('counts whole days from now, and has none for an indefinite suspension', () => {
    const now = new Date('2026-11-24T15:00:00Z');
    expect(suspensionEnd('WEEK', now)?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(suspensionEnd('INDEFINITE', now)).toBeNull();
  });
});
