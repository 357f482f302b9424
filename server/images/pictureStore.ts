import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { S3Settings } from './s3Settings.ts';
import { log } from '../log/log.ts';

/**
 * Where pictures live: a folder on this machine (IMAGE_DIR, the default), or a bucket in an S3-compatible object
 * store (S3_BUCKET and the other S3_ settings: AWS S3, MinIO, Garage, Cloudflare R2...), which servers on
 * several machines share. Keys are the names under IMAGE_DIR: `{blobKey}.jpeg` for an upload, and
 * `variants/{blobKey}-{width}[-blur].{format}` for the sizes rendered from it.
 */
export interface PictureStore {
  /** Where, for operators: "the folder /srv/images" or "bucket snoot at https://s3.example". */
  readonly where: string;
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes as a stream with their length, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredPicture | null>;
  /** Removes `key`; removing what is not there is no error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** One look at a store on another machine (for /healthz): resolves when it answers, rejects when not. */
  probe?(): Promise<void>;
}

/** How often /healthz looks at a bucket: one HEAD request per process, cheap but not free on a paid store. */
export const PICTURE_STORE_PROBE_EVERY_MS = 2_000;

export interface StoredPicture {
  body: Readable;
  size: number;
}

export const STORAGE_UNAVAILABLE = 'STORAGE_UNAVAILABLE';
export const SAVE_UNAVAILABLE_MESSAGE = "Snoot can't save pictures right now. Please try again in a moment.";
export const SHOW_UNAVAILABLE_MESSAGE = "Snoot can't show this picture right now. Please try again in a moment.";
/** How long a member's app waits before it asks for the picture again (Retry-After, in seconds). */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The store could not be read or written (a full or read-only disk, a bucket that is unreachable or refuses). */
export class StorageUnavailable extends Error {
  readonly code = STORAGE_UNAVAILABLE;
  constructor(
    /** What went wrong, for the server's log: never a member's words, never a secret. */
    readonly problem: string,
    options?: { cause?: unknown },
  ) {
    super(problem, options);
    this.name = 'StorageUnavailable';
  }
}

/** Each store fault once per 5 s in the log (with a count), so an outage is seen without flooding it. */
const LOG_EVERY_MS = 5_000;
let loggedAt = 0;
let unlogged = 0;
export function logStorageFault(error: StorageUnavailable) {
  const now = Date.now();
  if (now - loggedAt < LOG_EVERY_MS) {
    unlogged += 1;
    return;
  }
  const more = unlogged ? ` (and ${unlogged} more since the last line)` : '';
  loggedAt = now;
  unlogged = 0;
  log.error({ problem: error.problem }, `Picture store fault: ${error.problem}${more}`);
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/** The folder store: one file per key under `dir`, written whole or not at all. */
export function folderPictureStore(dir: string): PictureStore {
  const path = (key: string) => join(dir, key);
  const fault = (action: string, key: string, error: unknown) =>
    new StorageUnavailable(`${action} ${path(key)}: ${errorCode(error) ?? ''} ${(error as Error).message}`.replace(/\s+/g, ' '), {
      cause: error,
    });
  return {
    where: `the folder ${dir}`,
    async put(key, data) {
      const file = path(key);
      // Written beside it and renamed, so a reader (or another server on a shared folder) never sees half a picture.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(partial, data);
        await rename(partial, file);
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw fault('Could not write', key, error);
      }
    },
    async get(key) {
      try {
        const { size } = await stat(path(key));
        return { body: createReadStream(path(key)), size };
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw fault('Could not read', key, error);
      }
    },
    async delete(key) {
      try {
        await unlink(path(key));
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw fault('Could not remove', key, error);
      }
    },
    async exists(key) {
      try {
        await stat(path(key));
        return true;
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return false;
        throw fault('Could not look at', key, error);
      }
    },
  };
}

/** The S3 store: one object per key in `settings.bucket`. The SDK's errors become StorageUnavailable, but a missing key. */
export function s3PictureStore(settings: S3Settings): PictureStore {
  // Loaded only by a server that uses a bucket (the folder store's servers never load the SDK).
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        // An unreachable store answers a member within seconds, not after the operating system gives up.
        requestHandler: { connectionTimeout: 2_000, requestTimeout: 10_000 },
        maxAttempts: 2,
      }),
  );
  const where = `bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;
  const Bucket = settings.bucket;
  const Key = (key: string) => `${settings.prefix}${key}`;
  // A key that is not there (a missing bucket is NoSuchBucket: a fault, not a missing picture).
  const missing = (error: unknown) => ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');
  // The SDK's message and the store's status, never the request (which carries the signature).
  const fault = (action: string, key: string, error: unknown) => {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const name = (error as Error).name === 'Error' ? undefined : (error as Error).name;
    const why = [errorCode(error), name, status && `HTTP ${status}`, (error as Error).message].filter(Boolean).join(' ');
    return new StorageUnavailable(`${action} ${Key(key)} in ${where}: ${why}`, { cause: error });
  };
  const store: PictureStore = {
    where,
    async put(key, data, contentType) {
      try {
        const { PutObjectCommand } = await sdk;
        await (await client).send(new PutObjectCommand({ Bucket, Key: Key(key), Body: data, ContentType: contentType }));
      } catch (error) {
        throw fault('Could not write', key, error);
      }
    },
    async get(key) {
      try {
        const { GetObjectCommand } = await sdk;
        const object = await (await client).send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return { body: object.Body as Readable, size: Number(object.ContentLength) };
      } catch (error) {
        if (missing(error)) return null;
        throw fault('Could not read', key, error);
      }
    },
    async delete(key) {
      try {
        const { DeleteObjectCommand } = await sdk;
        await (await client).send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
      } catch (error) {
        if (!missing(error)) throw fault('Could not remove', key, error);
      }
    },
    async exists(key) {
      try {
        const { HeadObjectCommand } = await sdk;
        await (await client).send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw fault('Could not look at', key, error);
      }
    },
    // A key no upload has: the answer "not there" proves the bucket answers and takes the credentials.
    probe: () => store.exists('.snoot-health-probe').then(() => undefined),
  };
  return store;
}

/** The store the settings name: the bucket when S3_BUCKET is set, else the folder. */
export function createPictureStore(config: { imageDir: string; s3?: S3Settings }): PictureStore {
  return config.s3 ? s3PictureStore(config.s3) : folderPictureStore(config.imageDir);
}

/** A stored picture's bytes, whole (to render a size from it). */
export async function readWhole(picture: StoredPicture): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of picture.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
