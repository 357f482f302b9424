import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/**
 * An S3-compatible server on this machine for one test file (s3rver, over a folder of its own), with one bucket.
 * `env` holds the S3_ settings a Snoot server needs to keep its pictures there.
 */
export async function startLocalS3(bucket = 'snoot-pictures', port = 0) {
  const directory = mkdtempSync(join(tmpdir(), 'snoot-s3-'));
  let server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  let running = true;
  return {
    env,
    /** Every key in the bucket, sorted. */
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async read(key: string) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    /** Stops answering, as a store that went away (its objects stay in its folder). */
    async pause() {
      if (running) await server.close();
      running = false;
    },
    /** Answers again at the same address, with what it held. */
    async resume() {
      server = new S3rver({ port: address.port, address: '127.0.0.1', silent: true, directory });
      await server.run();
      running = true;
    },
    async stop() {
      client.destroy();
      if (running) await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;
