// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstRow } from '../../src/features/discover/preloadFirstRow';
import { srcSetFor } from '../../src/lib/imageSrcSet';
import { cardSizes } from '../../src/features/discover/gridLayout';

const image = (n: number, contentRating = 'GENERAL') => ({
  url: `/image/${n}.jpeg?width=374&sig=s${n}`,
  blurredUrl: `/image/${n}.jpeg?width=256&blur=35&sig=b${n}`,
  contentRating,
});
const answer = (nodes: object[]) => ({ data: { profileSearch: { edges: nodes.map((node) => ({ node })) } } });
const preloads = () =>
  [...document.head.querySelectorAll('link[rel=preload][as=image]')].map((link) => ({
    href: link.getAttribute('href'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadFirstRow', () => {
  it("asks at once for the first row's pictures, as the cards will ask for them", () => {
    const nodes = Array.from({ length: 9 }, (_, n) => ({ primaryImage: { image: image(n) }, primaryImageAd: null }));
    preloadFirstRow(answer(nodes), false, true);
    expect(preloads()).toEqual(
      Array.from({ length: 6 }, (_, n) => ({
        href: image(n).url,
        srcset: srcSetFor(image(n).url),
        sizes: cardSizes(),
        priority: 'high',
      })),
    );
  });

  it('takes the blurred picture for a member who blurs explicit content, the After Dark one in After Dark, and skips cards without one', () => {
    preloadFirstRow(
      answer([
        { primaryImage: { image: image(1) }, primaryImageAd: { image: image(2, 'EXPLICIT') } },
        { primaryImage: { image: image(3) }, primaryImageAd: null },
        { primaryImage: null, primaryImageAd: { image: image(4, 'GENERAL') } },
      ]),
      true,
      true,
    );
    expect(preloads()).toEqual([
      { href: image(2).blurredUrl, srcset: null, sizes: null, priority: 'high' },
      { href: image(4).url, srcset: srcSetFor(image(4).url), sizes: cardSizes(), priority: 'high' },
    ]);
  });

  it('adds nothing for an answer with errors and no grid', () => {
    preloadFirstRow({ errors: [{ message: 'Not logged in' }] } as never, false, true);
    expect(preloads()).toEqual([]);
  });
});
