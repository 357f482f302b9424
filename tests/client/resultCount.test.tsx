// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { resultCountText, useResultCountAnnouncement } from '../../src/features/discover/useResultCountAnnouncement';
import { LiveAnnouncer } from '../../src/ui/LiveAnnouncer';

afterEach(cleanup);

describe('result count announcement', () => {
  it('words the count as a member hears it', () => {
    expect(resultCountText(0, false)).toBe('No results');
    expect(resultCountText(1, false)).toBe('1 profile found');
    expect(resultCountText(12, false)).toBe('12 profiles found');
    expect(resultCountText(60, true)).toBe('60 or more profiles found');
  });

  it('is said when a new search replaces the grid, not on the first load nor when a page is appended', () => {
    render(<LiveAnnouncer />);
    const region = screen.getByTestId('live-announcer');
    const { rerender } = renderHook(({ first, count, more }) => useResultCountAnnouncement(first, count, more), {
      initialProps: { first: 'fox', count: 60, more: true },
    });
    expect(region.textContent).toBe('');
    rerender({ first: 'fox', count: 120, more: true });
    expect(region.textContent).toBe('');
    rerender({ first: 'wolf', count: 7, more: false });
    expect(region.textContent).toBe('7 profiles found');
  });
});
