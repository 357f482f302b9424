import { encode } from 'blurhash';
import { describe, expect, it } from 'vitest';
import { blurHashDataUrl } from '../../src/lib/blurHash';

/** The BMP inside a data URL: its size from the header and the colour of one pixel (rows top first). */
function readBmp(url: string) {
  const bytes = Uint8Array.from(atob(url.replace('data:image/bmp;base64,', '')), (char) => char.charCodeAt(0));
  const header = new DataView(bytes.buffer);
  const width = header.getInt32(18, true);
  const height = -header.getInt32(22, true);
  const rowBytes = (width * 3 + 3) & ~3;
  return {
    magic: String.fromCharCode(bytes[0], bytes[1]),
    fileSize: header.getUint32(2, true),
    length: bytes.length,
    width,
    height,
    bitsPerPixel: header.getUint16(28, true),
    rgbAt: (x: number, y: number) => {
      const at = 54 + y * rowBytes + x * 3;
      return [bytes[at + 2], bytes[at + 1], bytes[at]];
    },
  };
}

/** A blurHash of a picture whose left half is one colour and right half another. */
function twoColourHash(left: number[], right: number[]) {
  const pixels = new Uint8ClampedArray(32 * 32 * 4);
  for (let y = 0; y < 32; y++) for (let x = 0; x < 32; x++) pixels.set([...(x < 16 ? left : right), 255], (y * 32 + x) * 4);
  return encode(pixels, 32, 32, 4, 3);
}

describe('blurHash placeholders', () => {
  it('are a 16 × 16 picture of the hash, without a canvas (none exists here, as on a first render it would cost most)', () => {
    const hash = twoColourHash([200, 30, 30], [30, 30, 200]);
    const url = blurHashDataUrl(hash);
    expect(url).toMatch(/^data:image\/bmp;base64,/);
    const bmp = readBmp(url!);
    expect(bmp).toMatchObject({ magic: 'BM', width: 16, height: 16, bitsPerPixel: 24 });
    expect(bmp.fileSize).toBe(bmp.length);
    // Red on the left, blue on the right, as the picture was: the first row is the top one, bytes in RGB order.
    const [leftRed, , leftBlue] = bmp.rgbAt(1, 8);
    const [rightRed, , rightBlue] = bmp.rgbAt(14, 8);
    expect(leftRed).toBeGreaterThan(leftBlue + 60);
    expect(rightBlue).toBeGreaterThan(rightRed + 60);
  });

  it('give the same text for the same hash, and none for a text that is not a whole blurHash', () => {
    const hash = twoColourHash([20, 160, 20], [240, 240, 240]);
    expect(blurHashDataUrl(hash)).toBe(blurHashDataUrl(hash));
    expect(blurHashDataUrl(hash.slice(0, -2))).toBeNull();
    expect(blurHashDataUrl('')).toBeNull();
    expect(blurHashDataUrl('not a hash at all!')).toBeNull();
  });
});
