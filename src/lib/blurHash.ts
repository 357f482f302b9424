import { decode } from 'blurhash';

const cache = new Map<string, string | null>();

/** A blurHash as a tiny PNG data URL for a placeholder background; null where there is no canvas. */
export function blurHashDataUrl(hash: string, size = 16): string | null {
  if (cache.has(hash)) return cache.get(hash)!;
  let url: string | null = null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (context) {
      const image = context.createImageData(size, size);
      image.data.set(decode(hash, size, size));
      context.putImageData(image, 0, 0);
      url = canvas.toDataURL();
    }
  } catch {
    url = null;
  }
  cache.set(hash, url);
  return url;
}
