import { readdirSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { addImage, dataUrl, newMember, photoWithGps } from './settingsFixtures.ts';

/** A tiny JPEG whose header claims 60000 × 60000 pixels: decoding it would need about 10 GB. */
async function decompressionBomb() {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'white' } })
    .jpeg()
    .toBuffer();
  const bytes = Buffer.from(small);
  for (let i = 2; i < bytes.length - 8; i++) {
    // SOF0/SOF2 marker: length (2 bytes), precision (1), height (2), width (2).
    if (bytes[i] === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2)) {
      bytes.writeUInt16BE(60000, i + 5);
      bytes.writeUInt16BE(60000, i + 7);
      return bytes;
    }
  }
  throw new Error('No SOF marker found');
}

const imageCount = (app: App) =>
  app.services.db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

describe('image upload (userProfileImageAdd)', () => {
  let app: App;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    ({ token } = await newMember(app, 'uploader@example.com'));
  });
  afterAll(() => app?.stop());

  it('stores a JPEG carrying GPS EXIF without any EXIF, with its size and blurHash, Public and Safe by default', async () => {
    const original = await photoWithGps(800, 600);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const answer = await addImage(app, token, dataUrl(original));
    expect(answer.errors).toBeUndefined();
    const node = answer.data!.userProfileImageAdd.profileImageEdge.node;
    expect(node).toMatchObject({ accessPermission: 'PUBLIC', image: { width: 800, height: 600, contentRating: 'SAFE' } });
    expect(node.image.blurHash.length).toBeGreaterThan(6);
    const served = Buffer.from(await (await fetch(`${app.url}${node.image.url}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('Snoot test phone'))).toBe(false);
    const stored = await app.services.db
      .selectFrom('images')
      .select('blob_key')
      .where('uuid', '=', node.image.uuid)
      .executeTakeFirstOrThrow();
    expect((await sharp(`${app.services.config.imageDir}/${stored.blob_key}.jpeg`).metadata()).exif).toBeUndefined();
    const gallery = await graphql<{ viewer: { images: { edges: { node: { id: string } }[] } } }>(
      app,
      token,
      '{ viewer { images { edges { node { id } } } } }',
    );
    expect(gallery.data!.viewer.images.edges.map((edge) => edge.node.id)).toContain(node.id);
  });

  it('refuses a PNG sent as image/jpeg (a .jpg name proves nothing) and stores nothing', async () => {
    const before = await imageCount(app);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const answer = await addImage(app, token, dataUrl(png, 'image/jpeg'));
    expect(answer.errors?.[0]).toMatchObject({ message: 'Only JPEG images can be uploaded.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await imageCount(app)).toBe(before);
  });

  it('refuses a file over 16 MB with SPEC’s message', async () => {
    const before = await imageCount(app);
    const big = Buffer.alloc(16_777_217, 0);
    big.set([0xff, 0xd8, 0xff]);
    const answer = await addImage(app, token, dataUrl(big));
    expect(answer.errors?.[0].message).toBe('File size must be less than 16MB');
    expect(await imageCount(app)).toBe(before);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const before = await imageCount(app);
    const rssBefore = process.memoryUsage().rss;
    const answer = await addImage(app, token, dataUrl(await decompressionBomb()));
    expect(answer.errors?.[0].message).toBe('The image has too many pixels.');
    // 60000² RGB pixels would need ~10 GB; the process must not have grown by anything close.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(300 * 1024 * 1024);
    expect(await imageCount(app)).toBe(before);
    const files = readdirSync(app.services.config.imageDir).filter((name) => statSync(`${app.services.config.imageDir}/${name}`).isFile());
    expect(files).toHaveLength(before);
  });

  it('refuses an After Dark or explicit image from a minor', async () => {
    const { token: minor } = await newMember(app, 'teen@example.com', 16);
    const jpeg = dataUrl(await photoWithGps(40, 40));
    expect((await addImage(app, minor, jpeg, { contentRating: 'EXPLICIT' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await addImage(app, minor, jpeg, { isAd: true })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
