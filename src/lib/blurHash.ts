import { decodeBlurHash } from 'fast-blurhash';

const cache = new Map<string, string | null>();

/**
 * The pixels as an uncompressed 24-bit BMP: a header and the rows as they are. Drawing them on a canvas and asking it
 * for a PNG cost 2–4 ms a card on first render (a canvas each, and a deflate), about 200 ms of the main thread for a
 * page of 60 cards before home could paint; writing the bytes here costs well under a millisecond.
 */
export function bmpDataUrl(rgba: Uint8ClampedArray, width: number, height: number): string {
  const rowBytes = (width * 3 + 3) & ~3;
  const bytes = new Uint8Array(54 + rowBytes * height);
  const header = new DataView(bytes.buffer);
  bytes.set([0x42, 0x4d]); // "BM"
  header.setUint32(2, bytes.length, true);
  header.setUint32(10, 54, true); // where the pixels start
  header.setUint32(14, 40, true); // BITMAPINFOHEADER
  header.setInt32(18, width, true);
  header.setInt32(22, -height, true); // negative: the first row is the top one
  header.setUint16(26, 1, true); // planes
  header.setUint16(28, 24, true); // bits per pixel
  header.setUint32(34, rowBytes * height, true);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = 54 + y * rowBytes + x * 3;
      bytes[to] = rgba[from + 2];
      bytes[to + 1] = rgba[from + 1];
      bytes[to + 2] = rgba[from];
    }
  }
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/bmp;base64,${btoa(binary)}`;
}

/** BlurHash's digits, in the order of their values. */
const BASE83 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz#$%*+,-.:;=?@[]^_{|}~';

/** Whether a text is a whole blurHash: its first character says how many components follow, two characters each. */
function isBlurHash(hash: string) {
  if (hash.length < 6 || [...hash].some((char) => !BASE83.includes(char))) return false;
  const sizeFlag = BASE83.indexOf(hash[0]);
  return hash.length === 4 + 2 * ((sizeFlag % 9) + 1) * (Math.floor(sizeFlag / 9) + 1);
}

/** A blurHash as a tiny image data URL for a placeholder background; null for a hash that cannot be read. */
export function blurHashDataUrl(hash: string, size = 16): string | null {
  if (cache.has(hash)) return cache.get(hash)!;
  const url = isBlurHash(hash) ? bmpDataUrl(decodeBlurHash(hash, size, size), size, size) : null;
  cache.set(hash, url);
  return url;
}
