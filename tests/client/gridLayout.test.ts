import { describe, expect, it } from 'vitest';
import { cardSizes, cardWidthFor } from '../../src/features/discover/gridLayout';

/** What a browser makes of a `sizes` list at a viewport width: the first entry whose media query holds, evaluated. */
function sizeAt(sizes: string, viewportWidth: number) {
  for (const entry of sizes.split(/,\s*/)) {
    const media = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
    if (media && viewportWidth < Number(media[1])) continue;
    const value = media ? media[2] : entry;
    const fixed = /^(\d+(?:\.\d+)?)px$/.exec(value);
    if (fixed) return Number(fixed[1]);
    const share = /^calc\(\(100vw - (\d+)px\) \/ (\d+)\)$/.exec(value);
    if (!share) throw new Error(`not a size this test reads: ${value}`);
    return (viewportWidth - Number(share[1])) / Number(share[2]);
  }
  throw new Error('no entry applies');
}

describe("the cards' sizes", () => {
  it('give the width the grid lays a card out at, on every viewport from a small phone to a wide desktop', () => {
    const sizes = cardSizes();
    for (let viewport = 320; viewport <= 1920; viewport += 5) {
      expect(sizeAt(sizes, viewport), `at ${viewport} px`).toBeCloseTo(cardWidthFor(viewport), 6);
    }
  });

  it('name the cards of a phone, a tablet and a desktop as they are', () => {
    // Two columns at 390 px (358 px of grid, a 12 px gap), four at 800, seven of 168 px from 1280 on.
    expect([390, 800, 1280, 1600].map(cardWidthFor)).toEqual([173, 183, 168, 168]);
  });
});
