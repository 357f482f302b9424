import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CONTENT_TYPES, ENCODERS, type ImageFormat } from './formats.ts';
import { encode } from 'blurhash';
import type { DB } from '../db/connect.ts';
import { logStorageFault, readWhole, StorageUnavailable, type PictureStore, type StoredPicture } from './pictureStore.ts';

/**
 * sharp and its native library load with the first image the server encodes, not with its start: a third of
 * a second a restart no longer waits for before its first answer (variants already rendered are read from disk).
 */
const loadSharp = () => import('sharp').then((module) => module.default);

/** Widths the server renders; a request for another width gets the next larger one. */
export const IMAGE_WIDTHS = [64, 128, 256, 374, 512, 768, 1024, 1536] as const;
export const BLUR_WIDTH = 256;
export const MAX_UPLOAD_BYTES = 16_777_216;
/** Decompression-bomb guard: no image over 50 megapixels is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
const MAX_STORED_EDGE = 2048;

export interface StoredImage {
  uuid: string;
  width: number;
  height: number;
  blurHash: string;
}

export class ImageRejected extends Error {
  constructor(
    readonly code: 'NOT_JPEG' | 'TOO_LARGE' | 'TOO_MANY_PIXELS' | 'UNREADABLE',
    message: string,
  ) {
    super(message);
  }
}

export function isJpeg(bytes: Uint8Array) {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** The store's key of an upload. */
export const uploadKey = (blobKey: string) => `${blobKey}.jpeg`;
const variantKey = (blobKey: string, width: number, blur: boolean, format: ImageFormat) =>
  `variants/${blobKey}-${width}${blur ? '-blur' : ''}.${format}`;

/**
 * Checks an uploaded JPEG by its bytes, re-encodes it (auto-oriented, no EXIF or GPS metadata survives),
 * puts it in the picture store and records it. The blob key is the uuid unless the caller shares one blob.
 */
export async function ingestJpeg(
  db: DB,
  pictures: PictureStore,
  bytes: Uint8Array,
  options: { ownerId: string | null; contentRating?: string; blobKey?: string },
): Promise<StoredImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ImageRejected('TOO_LARGE', 'File size must be less than 16MB');
  if (!isJpeg(bytes)) throw new ImageRejected('NOT_JPEG', 'Only JPEG images can be uploaded.');
  const uuid = randomUUID();
  const blobKey = options.blobKey ?? uuid;
  const stored = await normalise(bytes);
  await pictures.put(uploadKey(blobKey), stored.data, CONTENT_TYPES.jpeg);
  await db
    .insertInto('images')
    .values({
      uuid,
      owner_id: options.ownerId,
      blob_key: blobKey,
      content_rating: options.contentRating ?? 'SAFE',
      width: stored.width,
      height: stored.height,
      blur_hash: stored.blurHash,
    })
    .execute();
  return { uuid, width: stored.width, height: stored.height, blurHash: stored.blurHash };
}

/** Takes back an image ingestJpeg stored under its own blob that nothing came to show after all. */
export async function discardStoredImage(db: DB, pictures: PictureStore, uuid: string) {
  await db.deleteFrom('images').where('uuid', '=', uuid).where('blob_key', '=', uuid).execute();
  await removeUploads(pictures, [uuid]);
}

/**
 * Removes uploads whose rows are gone. Nothing links to them any more, so a store that cannot remove one now
 * leaves a file no URL reaches; it is logged, and the member's removal still stands.
 */
export async function removeUploads(pictures: PictureStore, blobKeys: string[]) {
  await Promise.all(
    blobKeys.map((key) =>
      pictures.delete(uploadKey(key)).catch((error: unknown) => {
        if (!(error instanceof StorageUnavailable)) throw error;
        logStorageFault(error);
      }),
    ),
  );
}

/** Re-encodes a JPEG without metadata and computes its blurHash. */
export async function normalise(bytes: Uint8Array) {
  const sharp = await loadSharp();
  let pipeline;
  try {
    pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await pipeline.metadata();
    if (meta.format !== 'jpeg') throw new ImageRejected('NOT_JPEG', 'Only JPEG images can be uploaded.');
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    const message = String((error as Error).message);
    if (message.includes('pixel limit')) throw new ImageRejected('TOO_MANY_PIXELS', 'The image has too many pixels.');
    throw new ImageRejected('UNREADABLE', 'The image could not be read.');
  }
  const { data, info } = await pipeline
    .rotate()
    .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, blurHash: await blurHashOf(data) };
}

async function blurHashOf(jpeg: Buffer) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(jpeg).raw().ensureAlpha().resize(32, 32, { fit: 'inside' }).toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

/** The smallest rendered width at least as wide as asked for. */
export function variantWidth(requested: number) {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/**
 * One variant of a stored image in `format`: the copy rendered before, streamed from the store, or rendered now
 * from the upload and kept for next time. Null when the upload is not in the store.
 */
export async function variantOf(
  pictures: PictureStore,
  blobKey: string,
  width: number,
  blur: boolean,
  format: ImageFormat = 'jpeg',
): Promise<StoredPicture | null> {
  const key = variantKey(blobKey, width, blur, format);
  const rendered = await pictures.get(key);
  if (rendered) return rendered;
  const upload = await pictures.get(uploadKey(blobKey));
  if (!upload) return null;
  const sharp = await loadSharp();
  let pipeline = sharp(await readWhole(upload)).resize({ width, withoutEnlargement: true });
  if (blur) pipeline = pipeline.blur(35);
  const data = await ENCODERS[format](pipeline).toBuffer();
  // A store that cannot keep it now renders it again next time; this viewer gets it either way.
  await pictures.put(key, data, CONTENT_TYPES[format]).catch((error: unknown) => {
    if (!(error instanceof StorageUnavailable)) throw error;
    logStorageFault(error);
  });
  return { body: Readable.from([data]), size: data.length };
}
