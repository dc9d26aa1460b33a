import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { PHOTO_MESSAGES } from '@sacred/core/photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { TestClient, validSignup } from '../../test/http';

let s3: FakeS3;
let app: TestApp;
let member: TestClient;

beforeAll(async () => {
  s3 = await startFakeS3();
  app = await startTestApp({ storage: s3.storage });
  member = new TestClient(app.url);
  await member.post('/api/auth/signup', validSignup());
});

afterAll(async () => {
  await app?.close();
  await s3?.close();
});

async function uploadPhoto(): Promise<{ status: number; url: string | undefined }> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 30, b: 160 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'grove.jpg');
  const response = await fetch(`${app.url}/api/uploads/photos`, {
    method: 'POST',
    body: form,
    headers: member.cookie ? { cookie: member.cookie } : {},
  });
  const body = (await response.json()) as { photos?: Array<{ url: string }> };
  return { status: response.status, url: body.photos?.[0]?.url };
}

describe('photos in S3-compatible storage (STORAGE=s3)', () => {
  it('stores an upload as an object and serves it from the app origin, cacheable, with its ETag', async () => {
    const { status, url } = await uploadPhoto();
    expect(status).toBe(201);
    expect(url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    const name = url!.split('/').pop()!;

    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.storage.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.storage.accessKeyId, secretAccessKey: s3.storage.secretAccessKey },
    });
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.storage.bucket, Key: name }));
    client.destroy();
    expect(head.ContentType).toBe('image/webp');

    const served = await fetch(`${app.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    const again = await fetch(`${app.url}${url}`, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a photo that is not stored and for a name that is not a photo', async () => {
    const missing = await fetch(`${app.url}/media/uploads/${'0'.repeat(64)}.webp`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBeTruthy();
    expect((await fetch(`${app.url}/media/uploads/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('accepts an uploaded photo as a reference only when the object store has it', async () => {
    const { url } = await uploadPhoto();
    expect(await app.server.services.photos.resolve([url!])).toEqual([url]);
    await expect(app.server.services.photos.resolve([`/media/uploads/${'1'.repeat(64)}.webp`])).rejects.toThrow(
      PHOTO_MESSAGES.unknownReference,
    );
  });
});
