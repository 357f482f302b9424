import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { ImageRejected, ingestJpeg } from '../../server/images/store.ts';
import { folderPictureStore } from '../../server/images/pictureStore.ts';
import { postJson, startTestApp } from './harness.ts';

/** A JPEG with EXIF (including GPS) of the given size. */
async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Snoot test camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' } })
    .toBuffer();
}

describe('images', () => {
  let app: App;
  let imageDir: string;
  beforeAll(async () => {
    imageDir = mkdtempSync(join(tmpdir(), 'snoot-images-'));
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('stores a re-encoded JPEG without its EXIF and GPS metadata', async () => {
    const original = await photo(1200, 800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stored = await ingestJpeg(app.services.db, folderPictureStore(imageDir), original, { ownerId: null });
    expect(stored).toMatchObject({ width: 1200, height: 800 });
    expect(stored.blurHash.length).toBeGreaterThan(6);
    const kept = await sharp(join(imageDir, `${stored.uuid}.jpeg`)).metadata();
    expect(kept.exif).toBeUndefined();
  });

  it('rejects a file that is not a JPEG by its bytes, whatever it is called, and stores nothing', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const before = await app.services.db.selectFrom('images').select('uuid').execute();
    await expect(ingestJpeg(app.services.db, folderPictureStore(imageDir), png, { ownerId: null })).rejects.toMatchObject({
      code: 'NOT_JPEG',
    });
    await expect(
      ingestJpeg(app.services.db, folderPictureStore(imageDir), new Uint8Array(16_777_217), { ownerId: null }),
    ).rejects.toBeInstanceOf(ImageRejected);
    expect(await app.services.db.selectFrom('images').select('uuid').execute()).toEqual(before);
  });

  it('serves width variants and a blurred variant, cached for a year', async () => {
    const stored = await ingestJpeg(app.services.db, app.services.pictures, await photo(1000, 1000), { ownerId: null });
    const response = await fetch(`${app.url}/image/${stored.uuid}.jpeg?width=300`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(374);
    const blurred = await fetch(`${app.url}/image/${stored.uuid}.jpeg?width=1024&blur=35`);
    expect((await sharp(Buffer.from(await blurred.arrayBuffer())).metadata()).width).toBe(256);
    expect((await fetch(`${app.url}/image/00000000-0000-4000-8000-000000000000.jpeg?width=64`)).status).toBe(404);
    expect((await fetch(`${app.url}/image/${stored.uuid}.jpeg?width=abc`)).status).toBe(400);
  });
});

describe('the HTTP server', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('answers /healthz and lists the dev mailbox newest first', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toMatchObject({ ok: true, graphql: { inFlight: 0, queued: 0 } });
    await postJson(app, '/account-provider/email/request-code', { email: 'first@example.com' });
    await postJson(app, '/account-provider/email/request-code', { email: 'second@example.com' });
    const mails = (await (await fetch(`${app.url}/dev/mailbox`)).json()) as { to: string; subject: string; text: string; sentAt: string }[];
    expect(mails.map((mail) => mail.to)).toEqual(['second@example.com', 'first@example.com']);
    expect(Object.keys(mails[0]).sort()).toEqual(['sentAt', 'subject', 'text', 'to']);
  });

  it('serves the built client, with index.html for routes the client owns', async () => {
    const clientDir = app.services.config.clientDir;
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Snoot</title>');
    writeFileSync(join(clientDir, 'assets', 'main-abc.js'), 'console.log(1)');
    const route = await fetch(`${app.url}/profiles/123`);
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(await route.text()).toContain('<title>Snoot</title>');
    const asset = await fetch(`${app.url}/assets/main-abc.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // An encoded ../ must not climb out of the client folder: the answer is the app, not the file.
    const escape = await fetch(`${app.url}/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd`);
    expect(await escape.text()).toContain('<title>Snoot</title>');
  });
});

describe('in production', () => {
  it('turns the dev mailbox off', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${app.url}/dev/mailbox`)).status).toBe(404);
    } finally {
      await app.stop();
    }
  });
});
