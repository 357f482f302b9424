import { describe, expect, it } from 'vitest';
import { shouldBlur } from '../../src/lib/contentBlur';
import { formatDistance } from '../../src/lib/distance';
import { orientationLine } from '../../src/lib/profileLabels';
import { expectedRelation, relationAction } from '../../src/lib/relation';
import { socialLink } from '../../src/lib/socialLinks';

describe('relation button logic', () => {
  it('likes from none, liked-by and friend; unlikes from liked and mutual', () => {
    expect([null, 'LIKED_BY', 'FRIEND', 'LIKED', 'MUTUAL'].map((relation) => relationAction(relation as never))).toEqual([
      { label: 'Like', action: 'like' },
      { label: 'Like Back', action: 'like' },
      { label: 'Friend', action: 'like' },
      { label: 'You Liked', action: 'unlike' },
      { label: 'Mutual', action: 'unlike' },
    ]);
  });

  it('guesses the relation a like or unlike will leave', () => {
    expect(expectedRelation(null, 'like')).toBe('LIKED');
    expect(expectedRelation('LIKED_BY', 'like')).toBe('MUTUAL');
    expect(expectedRelation('FRIEND', 'like')).toBe('FRIEND');
    expect(expectedRelation('LIKED', 'unlike')).toBeNull();
    expect(expectedRelation('MUTUAL', 'unlike')).toBe('LIKED_BY');
  });
});

describe('social links', () => {
  it('links a mastodon handle only with the experiment on', () => {
    expect(socialLink('@fox@furry.engineer', true)).toEqual({ kind: 'link', href: 'https://furry.engineer/@fox' });
    expect(socialLink('@fox@furry.engineer', false)).toEqual({ kind: 'copy', text: '@fox@furry.engineer' });
  });

  it('uses an https value with @ as is and copies anything else', () => {
    expect(socialLink('https://meow.social/@fox', false)).toEqual({ kind: 'link', href: 'https://meow.social/@fox' });
    expect(socialLink('https://example.com/fox', false)).toEqual({ kind: 'copy', text: 'https://example.com/fox' });
    expect(socialLink('fox#1234', true)).toEqual({ kind: 'copy', text: 'fox#1234' });
    expect(socialLink('javascript:alert(1)@x', true)).toEqual({ kind: 'copy', text: 'javascript:alert(1)@x' });
  });
});

describe('profile display helpers', () => {
  it('blurs explicit and hard images only while blurring is on', () => {
    expect(['SAFE', 'MATURE', 'EXPLICIT', 'HARD'].map((rating) => shouldBlur(rating, true))).toEqual([false, false, true, true]);
    expect(shouldBlur('HARD', false)).toBe(false);
  });

  it('shows distances in the chosen unit, never below 1', () => {
    expect(formatDistance(10, 'km')).toBe('10 km');
    expect(formatDistance(10, 'mi')).toBe('6 mi');
    expect(formatDistance(0, 'km')).toBe('1 km');
  });

  it('joins the orientation and genders with /', () => {
    expect(orientationLine('GAY', ['Male', 'Non-Binary'])).toBe('Gay Male/Non-Binary');
    expect(orientationLine(null, ['Female'])).toBe('Female');
    expect(orientationLine(null, [])).toBeNull();
  });
});
