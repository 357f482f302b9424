import { describe, expect, it } from 'vitest';
import { srcSetFor } from '../../src/lib/imageSrcSet';

describe('srcSetFor', () => {
  it('offers the image at each width, keeping the rest of the URL the server gave', () => {
    expect(srcSetFor('/image/abc.jpeg?width=374&expires=1700000000&sig=x-Y_z', [256, 512])).toBe(
      '/image/abc.jpeg?width=256&expires=1700000000&sig=x-Y_z 256w, /image/abc.jpeg?width=512&expires=1700000000&sig=x-Y_z 512w',
    );
  });

  it('adds the width to a URL without one', () => {
    expect(srcSetFor('https://cdn.example/image/abc.jpeg', [374])).toBe('https://cdn.example/image/abc.jpeg?width=374 374w');
    expect(srcSetFor('/image/abc.jpeg?expires=1&sig=s', [374])).toBe('/image/abc.jpeg?expires=1&sig=s&width=374 374w');
  });

  it('changes only the width parameter, wherever it stands, and no parameter that merely ends in "width"', () => {
    expect(srcSetFor('/image/abc.jpeg?expires=1&width=374&sig=s', [512])).toBe('/image/abc.jpeg?expires=1&width=512&sig=s 512w');
    expect(srcSetFor('/image/abc.jpeg?maxwidth=9&width=374', [256])).toBe('/image/abc.jpeg?maxwidth=9&width=256 256w');
  });
});
