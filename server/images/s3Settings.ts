/** An S3-compatible bucket for pictures (README: Pictures in an object store). */
export interface S3Settings {
  bucket: string;
  /** The store's URL; unset means AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Unset means the SDK's own chain (AWS_ACCESS_KEY_ID, an instance role...). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (https://host/bucket/key), as MinIO, Garage and most self-hosted stores want. */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold other things too ("snoot/" or ""). */
  prefix: string;
}

/** The S3_ settings, or undefined without S3_BUCKET. */
export function readS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const prefix = env.S3_PREFIX?.trim().replace(/^\/+/, '') ?? '';
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
