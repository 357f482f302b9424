import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { ingestJpeg } from '../../server/images/store.ts';
import { startTestApp } from './harness.ts';

// What Chromium sends for an <img>, and what an older browser or a plain tool sends.
const CHROMIUM_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('image formats by Accept', () => {
  let app: App;
  let path: string;
  beforeAll(async () => {
    app = await startTestApp();
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 200 } } })
      .jpeg()
      .toBuffer();
    // A picture nobody uploaded (like a group's) is public, so its plain URL serves it.
    const stored = await ingestJpeg(app.services.db, app.services.pictures, photo, { ownerId: null });
    path = `/image/${stored.uuid}.jpeg?width=374`;
  });
  afterAll(() => app?.stop());

  const get = async (accept?: string) => {
    const response = await fetch(`${app.url}${path}`, { headers: accept ? { accept } : {} });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('sends WebP to a browser that takes it, smaller than the JPEG, and says the answer varies by Accept', async () => {
    const { response, bytes } = await get(CHROMIUM_ACCEPT);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('vary')).toMatch(/accept/i);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(bytes).metadata()).width).toBe(374);
    const jpeg = await get('image/jpeg');
    expect(bytes.length).toBeLessThan(jpeg.bytes.length);
  });

  it('sends AVIF to a browser that takes AVIF but not WebP', async () => {
    const { response, bytes } = await get('image/avif,image/*;q=0.8');
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif');
  });

  it('sends JPEG when the request names neither modern format', async () => {
    for (const accept of [undefined, '*/*', 'image/jpeg,image/*']) {
      const { response, bytes } = await get(accept);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(bytes[0]).toBe(0xff);
      expect(bytes[1]).toBe(0xd8);
    }
  });
});
