import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';

describe('S3_ settings', () => {
  it('keep pictures in IMAGE_DIR without S3_BUCKET, whatever else is set', () => {
    expect(readConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: ' ' }).s3).toBeUndefined();
  });

  it('name the bucket, the store and its keys as given, with AWS’s defaults for the rest', () => {
    expect(
      readConfig({
        S3_BUCKET: 'snoot-pictures',
        S3_ENDPOINT: 'https://minio.internal:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PREFIX: '/snoot',
      }).s3,
    ).toEqual({
      bucket: 'snoot-pictures',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'snoot/',
    });
    expect(readConfig({ S3_BUCKET: 'snoot-pictures' }).s3).toEqual({
      bucket: 'snoot-pictures',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });
});
