import { describe, expect, it } from 'vitest';
import { HIDDEN_MEMBER_NAME, shownName } from '../../src/lib/hiddenMember';

describe('shownName', () => {
  it('names a member the server sent without a name as a private profile', () => {
    expect(shownName('')).toBe(HIDDEN_MEMBER_NAME);
    expect(HIDDEN_MEMBER_NAME).toBe('Private profile');
  });

  it("keeps a member's own display name", () => {
    expect(shownName('Rusty Fox')).toBe('Rusty Fox');
  });
});
