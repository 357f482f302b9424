import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { folderPictureStore } from '../../server/images/pictureStore.ts';
import { ingestJpeg } from '../../server/images/store.ts';
import { startTestApp } from './harness.ts';
import { startLocalS3, type LocalS3 } from './localS3.ts';

/** `npm run images:to-s3` as an operator runs it (from the TypeScript here; the built one is the same code). */
function copyCommand(env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/imagesToS3.ts'], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => resolve({ code, out: out.trim(), err }));
  });
}

const photo = (colour: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: colour, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

describe('npm run images:to-s3', () => {
  let s3: LocalS3;
  let app: App;
  let folder: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    folder = mkdtempSync(join(tmpdir(), 'snoot-folder-images-'));
    app = await startTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await app?.stop();
    await s3?.stop();
  });

  it('copies the uploads of IMAGE_DIR into the bucket once, however often it runs, and the server then serves them', async () => {
    // Pictures a server kept in its folder before the bucket: rows in the database, files in IMAGE_DIR.
    const inFolder = folderPictureStore(folder);
    const stored = [];
    for (const colour of [10, 20, 30]) stored.push(await ingestJpeg(app.services.db, inFolder, await photo(colour), { ownerId: null }));
    // Rendered sizes and a half-written file are not uploads.
    mkdirSync(join(folder, 'variants'));
    writeFileSync(join(folder, 'variants', `${stored[0].uuid}-64.webp`), 'rendered');
    writeFileSync(join(folder, `${stored[0].uuid}.jpeg.1234.partial`), 'half');
    const path = `/image/${stored[0].uuid}.jpeg?width=128`;
    expect((await fetch(`${app.url}${path}`)).status).toBe(404);

    const env = { ...s3.env, IMAGE_DIR: folder };
    const first = await copyCommand(env);
    expect(first).toMatchObject({
      code: 0,
      out: `Copied 3 pictures from ${folder} to bucket snoot-pictures at ${s3.env.S3_ENDPOINT}; 0 were there already.`,
    });
    expect(await s3.keys()).toEqual(stored.map((image) => `${image.uuid}.jpeg`).sort());
    const served = await fetch(`${app.url}${path}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(128);

    expect((await copyCommand(env)).out).toBe(
      `Copied 0 pictures from ${folder} to bucket snoot-pictures at ${s3.env.S3_ENDPOINT}; 3 were there already.`,
    );
    await ingestJpeg(app.services.db, inFolder, await photo(40), { ownerId: null });
    expect((await copyCommand(env)).out).toBe(
      `Copied 1 pictures from ${folder} to bucket snoot-pictures at ${s3.env.S3_ENDPOINT}; 3 were there already.`,
    );
  });

  it('says plainly, without a stack trace, when the bucket cannot be reached or is not set', async () => {
    await s3.pause();
    try {
      const stopped = await copyCommand({ ...s3.env, IMAGE_DIR: folder });
      expect(stopped.code).toBe(1);
      expect(stopped.err).toMatch(
        /^Stopped: Could not look at [\w-]+\.jpeg in bucket snoot-pictures at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/m,
      );
      expect(stopped.err).toContain('run the command again to copy the rest.');
      expect(stopped.err).not.toMatch(/^\s+at /m);
    } finally {
      await s3.resume();
    }
    const unset = await copyCommand({ IMAGE_DIR: folder, S3_BUCKET: '' });
    expect(unset.code).toBe(1);
    expect(unset.err).toContain('Set S3_BUCKET');
  });
});
