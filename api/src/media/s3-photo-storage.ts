import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../platform/config';
import type { PhotoStorage, StoredPhotoFile } from './photo-storage';

const notFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Photos in an S3-compatible object store (AWS S3, MinIO, Ceph, R2...; STORAGE=s3), so every API
 * instance sees every upload. Objects are named like the local files (hash of the bytes), so they never
 * change; the app serves them from its own origin (see openStored).
 */
export class S3PhotoStorage implements PhotoStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible stores reject the SDK's newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async save(name: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.key(name),
        Body: data,
        ContentType: 'image/webp',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
      return true;
    } catch (error) {
      if (notFound(error)) return false;
      throw error;
    }
  }

  async open(name: string): Promise<StoredPhotoFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(name) }));
      if (!object.Body) return undefined;
      return { body: object.Body as Readable, size: object.ContentLength };
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }

  private key(name: string): string {
    return `${this.config.prefix}${name}`;
  }
}
