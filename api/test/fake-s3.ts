import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../src/platform/config';

export interface FakeS3 {
  /** STORAGE=s3 settings pointing at this store. */
  storage: S3StorageConfig;
  /** The same as environment variables, for API processes started apart. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible store on loopback (s3rver, files in a temporary directory) with one bucket. */
export async function startFakeS3(bucket = 'photos'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sacred-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any keys with these names.
  const accessKeyId = 'S3RVER';
  const secretAccessKey = 'S3RVER';
  return {
    storage: {
      kind: 's3',
      endpoint,
      region: 'us-east-1',
      bucket,
      prefix: '',
      accessKeyId,
      secretAccessKey,
      forcePathStyle: true,
    },
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
