import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { dropPostgresDatabase, freshPostgresUrl, graphql, startTestApp } from './harness.ts';
import { seedDemoCommunity } from '../../server/seed/index.ts';
import { addImage, dataUrl, newMember } from './settingsFixtures.ts';
import { startLocalS3, type LocalS3 } from './localS3.ts';
import { eventually, startServerProcess, type ServerProcess } from './serverProcess.ts';

const SAVE_UNAVAILABLE = "Snoot can't save pictures right now. Please try again in a moment.";
const SHOW_UNAVAILABLE = "Snoot can't show this picture right now. Please try again in a moment.";

const jpeg = (colour: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: colour, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

async function get(app: { url: string }, path: string) {
  const response = await fetch(new URL(path, app.url));
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), retryAfter: response.headers.get('retry-after'), body };
}

const healthOf = async (app: App) => {
  const [health, ready] = await Promise.all([fetch(`${app.url}/healthz`), fetch(`${app.url}/readyz`)]);
  const body = (await health.json()) as { degraded: string[]; pictureStore?: { ok: boolean; problem?: string } };
  return { health: health.status, ready: ready.status, degraded: body.degraded, pictureStore: body.pictureStore };
};

const imageRows = (app: App) => app.services.db.selectFrom('images').select(['uuid', 'blob_key']).execute();

describe('pictures in an S3-compatible bucket', () => {
  let s3: LocalS3;
  let app: App;
  let token: string;
  let imageDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    imageDir = join(mkdtempSync(join(tmpdir(), 'snoot-no-images-')), 'images');
    app = await startTestApp({ env: { ...s3.env, IMAGE_DIR: imageDir } });
    ({ token } = await newMember(app, 'bucket-uploader@example.com'));
  });
  afterAll(async () => {
    await app?.stop();
    await s3?.stop();
  });

  it('keeps an upload and its rendered sizes in the bucket, none in IMAGE_DIR, and serves it from there', async () => {
    const answer = await addImage(app, token, dataUrl(await jpeg(10)));
    expect(answer.errors).toBeUndefined();
    const { image } = answer.data!.userProfileImageAdd.profileImageEdge.node;
    const [{ blob_key }] = (await imageRows(app)).filter((row) => row.uuid === image.uuid);
    expect(await s3.keys()).toContain(`${blob_key}.jpeg`);
    expect((await sharp(await s3.read(`${blob_key}.jpeg`)).metadata()).width).toBe(600);

    const served = await get(app, `/image/${image.uuid}.jpeg?width=256`);
    expect(served.status).toBe(200);
    expect((await sharp(served.body).metadata()).width).toBe(256);
    expect(await s3.keys()).toContain(`variants/${blob_key}-256.jpeg`);
    // Served again from the kept size: the same bytes.
    expect((await get(app, `/image/${image.uuid}.jpeg?width=256`)).body.equals(served.body)).toBe(true);
    expect(existsSync(imageDir) ? readdirSync(imageDir) : []).toEqual([]);
  });

  it('removes the upload from the bucket when the member removes the picture', async () => {
    const answer = await addImage(app, token, dataUrl(await jpeg(20)));
    const { id, image } = answer.data!.userProfileImageAdd.profileImageEdge.node;
    const [{ blob_key }] = (await imageRows(app)).filter((row) => row.uuid === image.uuid);
    expect(await s3.keys()).toContain(`${blob_key}.jpeg`);
    const removed = await graphql(app, token, 'mutation ($id: ID!) { userProfileImageRemove(input: {id: $id}) { __typename } }', { id });
    expect(removed.errors).toBeUndefined();
    expect(await s3.keys()).not.toContain(`${blob_key}.jpeg`);
  });

  it('answers in the member’s words with a code when the bucket cannot be reached, records nothing, and serves again once it is back', async () => {
    const earlier = (await addImage(app, token, dataUrl(await jpeg(30)))).data!.userProfileImageAdd.profileImageEdge.node.image;
    const rowsBefore = await imageRows(app);
    await s3.pause();
    try {
      const refused = await addImage(app, token, dataUrl(await jpeg(40)));
      expect(refused.errors?.[0]).toMatchObject({ message: SAVE_UNAVAILABLE, extensions: { code: 'STORAGE_UNAVAILABLE' } });
      expect(await imageRows(app)).toEqual(rowsBefore);

      const unseen = await get(app, `/image/${earlier.uuid}.jpeg?width=64`);
      expect(unseen.status).toBe(503);
      expect(unseen.retryAfter).toBe('5');
      expect(JSON.parse(unseen.body.toString())).toEqual({ error: 'STORAGE_UNAVAILABLE', message: SHOW_UNAVAILABLE });

      // /healthz names the store (and what it answered, never a secret); /readyz keeps taking traffic.
      const away = await eventually(async () => {
        const seen = await healthOf(app);
        return seen.degraded.includes('pictureStore') ? seen : undefined;
      }, 15_000);
      expect(away).toMatchObject({ health: 503, ready: 200, pictureStore: { ok: false } });
      expect(away?.pictureStore?.problem).toContain(`bucket snoot-pictures at ${s3.env.S3_ENDPOINT}`);
      expect(away?.pictureStore?.problem).not.toContain(s3.env.S3_SECRET_ACCESS_KEY);
    } finally {
      await s3.resume();
    }
    await eventually(async () => (await healthOf(app)).pictureStore?.ok, 15_000);
    expect((await get(app, `/image/${earlier.uuid}.jpeg?width=64`)).status).toBe(200);
    expect((await addImage(app, token, dataUrl(await jpeg(50)))).errors).toBeUndefined();
  });
});

describe('the demo community seeded beside a bucket', () => {
  let s3: LocalS3;
  let app: App;
  beforeAll(async () => {
    s3 = await startLocalS3();
    app = await startTestApp({ env: { ...s3.env, IMAGE_DIR: join(mkdtempSync(join(tmpdir(), 'snoot-no-images-')), 'images') } });
  });
  afterAll(async () => {
    await app?.stop();
    await s3?.stop();
  });

  it('puts its pictures in the bucket, none in IMAGE_DIR', async () => {
    const { imageDir, s3: settings } = app.services.config;
    expect(await seedDemoCommunity(app.services.db, { imageDir, s3: settings, profileCount: 20 })).toEqual({ seeded: true });
    const rows = await app.services.db.selectFrom('images').select(['uuid', 'blob_key']).execute();
    expect(rows.length).toBeGreaterThan(0);
    const keys = new Set(await s3.keys());
    expect(rows.filter((row) => !keys.has(`${row.blob_key}.jpeg`))).toEqual([]);
    expect(existsSync(imageDir) ? readdirSync(imageDir) : []).toEqual([]);
  }, 120_000);
});

describe('pictures in a folder that cannot be written', () => {
  let app: App;
  beforeAll(async () => {
    // A folder under a file: every write fails, as on a full or read-only disk.
    app = await startTestApp({ env: { IMAGE_DIR: '/dev/null/images' } });
  });
  afterAll(() => app?.stop());

  it('refuses an upload with a code in the member’s words, records nothing, and the server goes on', async () => {
    const { token } = await newMember(app, 'full-disk@example.com');
    const refused = await addImage(app, token, dataUrl(await jpeg(60)));
    expect(refused.errors?.[0]).toMatchObject({ message: SAVE_UNAVAILABLE, extensions: { code: 'STORAGE_UNAVAILABLE' } });
    expect(await imageRows(app)).toEqual([]);
    expect((await graphql(app, token, '{ viewer { id } }')).errors).toBeUndefined();
  });
});

const sharedDatabase = process.env.DATABASE_URL ? describe : describe.skip;

sharedDatabase('two server processes sharing one bucket and PostgreSQL', () => {
  let s3: LocalS3;
  let databaseUrl: string;
  let first: ServerProcess & { app: { url: string } };
  let second: ServerProcess & { app: { url: string } };
  beforeAll(async () => {
    s3 = await startLocalS3();
    databaseUrl = await freshPostgresUrl();
    // Each with a folder of its own, so only the bucket is shared.
    const own = () => ({ ...s3.env, DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'snoot-s3-process-')) });
    first = await startServerProcess({ ...own(), IMAGE_DIR: join(mkdtempSync(join(tmpdir(), 'snoot-first-')), 'images') });
    second = await startServerProcess({ ...own(), IMAGE_DIR: join(mkdtempSync(join(tmpdir(), 'snoot-second-')), 'images') });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    if (databaseUrl) await dropPostgresDatabase(databaseUrl);
    await s3?.stop();
  });

  it('serves a picture uploaded to one from the other, with the same who-may-see rules', async () => {
    const owner = await newMember(first.app as App, 'two-servers-owner@example.com');
    const upload = async (accessPermission: string, colour: number) => {
      const answer = await addImage(first.app as App, owner.token, dataUrl(await jpeg(colour)), { accessPermission });
      expect(answer.errors).toBeUndefined();
      return answer.data!.userProfileImageAdd.profileImageEdge.node.image;
    };

    const open = await upload('PUBLIC', 70);
    const fromSecond = await get(second.app, open.url);
    expect(fromSecond.status).toBe(200);
    expect((await sharp(fromSecond.body).metadata()).width).toBe(600);

    // A private picture: the URL the first signed for its owner works on the second; the plain one is not found there.
    const hidden = await upload('PRIVATE', 80);
    expect(hidden.url).toContain('sig=');
    expect((await get(second.app, hidden.url)).status).toBe(200);
    const plain = await get(second.app, `/image/${hidden.uuid}.jpeg?width=374`);
    expect({ status: plain.status, body: plain.body.toString() }).toEqual({ status: 404, body: 'Image not found' });
  });
});
