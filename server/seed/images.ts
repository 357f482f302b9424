import sharp from 'sharp';
import type { PictureStore } from '../images/pictureStore.ts';
import { normalise } from '../images/store.ts';
import { drawArt, type ArtKind } from './art.ts';
import { Rng } from './random.ts';

/** One stored JPEG that many `images` rows point at through `blob_key`. */
export interface Blob {
  key: string;
  kind: ArtKind;
  rating: 'SAFE' | 'MATURE' | 'EXPLICIT' | 'HARD';
  width: number;
  height: number;
  blurHash: string;
  data: Buffer;
}

/** How many blobs of each kind and rating the pool holds (≈ 100 files however many profiles there are). */
const POOL: [ArtKind, Blob['rating'], number][] = [
  ['portrait', 'SAFE', 30],
  ['fursuit', 'SAFE', 14],
  ['paw', 'SAFE', 12],
  ['landscape', 'SAFE', 14],
  ['person', 'SAFE', 8],
  ['abstract', 'MATURE', 8],
  ['abstract', 'EXPLICIT', 8],
  ['abstract', 'HARD', 4],
];

/**
 * The pictures are the same for every community seed: they are just a gallery to draw from, and a fixed
 * pool means fixed blob keys and one render per process (rendering ~100 images takes seconds).
 */
const ART_SEED = 20_161;
let poolCache: Promise<Blob[]> | undefined;

export function blobPool() {
  if (!poolCache) {
    poolCache = renderPool(ART_SEED);
    poolCache.catch(() => (poolCache = undefined));
  }
  return poolCache;
}

async function renderPool(seed: number) {
  const specs = POOL.flatMap(([kind, rating, count]) => Array.from({ length: count }, () => ({ kind, rating })));
  const keys = Rng.stream(seed, 'blob-keys');
  const jobs = specs.map((spec, index) => ({ ...spec, index, key: keys.uuid() }));
  // sharp already uses libvips threads; a few at a time keeps both cores busy without piling up memory.
  return mapLimit(jobs, 4, async ({ kind, rating, index, key }): Promise<Blob> => {
    const art = drawArt(kind, Rng.stream(seed, 'art', index));
    const jpeg = await sharp(Buffer.from(art.svg)).jpeg({ quality: 90 }).toBuffer();
    // The same re-encoding as uploads get, so seeded files look exactly like ingested ones.
    const stored = await normalise(jpeg);
    return { key, kind, rating, width: stored.width, height: stored.height, blurHash: stored.blurHash, data: stored.data };
  });
}

/** Stores every blob as `${key}.jpeg`, where the server reads an upload: the folder, or the bucket when S3_BUCKET is set. */
export async function writeBlobs(pictures: PictureStore, blobs: Blob[]) {
  await Promise.all(blobs.map((blob) => pictures.put(`${blob.key}.jpeg`, blob.data, 'image/jpeg')));
}

/** The pool sorted into the shelves profiles draw from. */
export function shelves(blobs: Blob[]) {
  const of = (kind: ArtKind, rating: Blob['rating'] = 'SAFE') => blobs.filter((blob) => blob.kind === kind && blob.rating === rating);
  return {
    portrait: of('portrait'),
    fursuit: of('fursuit'),
    paw: of('paw'),
    landscape: of('landscape'),
    person: of('person'),
    mature: of('abstract', 'MATURE'),
    explicit: of('abstract', 'EXPLICIT'),
    hard: of('abstract', 'HARD'),
  };
}
export type Shelves = ReturnType<typeof shelves>;

async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
