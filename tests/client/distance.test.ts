import { describe, expect, it } from 'vitest';
import { formatDistance } from '../../src/lib/distance';

describe('formatDistance', () => {
  it('shows whole units with thousands separators, in the member’s unit', () => {
    expect(formatDistance(1234.4, 'km')).toBe('1,234 km');
    expect(formatDistance(1609.344, 'mi')).toBe('1,000 mi');
  });

  it('never shows less than 1', () => {
    expect(formatDistance(0, 'km')).toBe('1 km');
    expect(formatDistance(0.4, 'mi')).toBe('1 mi');
  });
});
