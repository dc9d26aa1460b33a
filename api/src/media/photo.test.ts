import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

let app: TestApp;
let member: TestClient;

async function jpegWithGps(width = 2400, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Someone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '104/1 59/1 0/1' },
    })
    .toBuffer();
}

async function upload(client: TestClient, files: Array<{ name: string; data: Buffer; type: string }>) {
  const form = new FormData();
  for (const file of files) form.append('photo', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const response = await fetch(`${app.url}/api/uploads/photos`, {
    method: 'POST',
    body: form,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message?: string;
      photos?: Array<{ url: string; width: number; height: number }>;
    },
  };
}

const storedFiles = async () => (await readdir(app.server.config.uploadsDir).catch(() => [])).length;

beforeAll(async () => {
  app = await startTestApp();
  member = new TestClient(app.url);
  await member.post('/api/auth/signup', validSignup());
});

afterAll(async () => {
  await app?.close();
});

describe('photo uploads', () => {
  it('re-encodes a photo as WebP, resizes it, strips EXIF (GPS too) and serves it with cache headers', async () => {
    const { status, body } = await upload(member, [
      { name: 'trail.jpg', data: await jpegWithGps(), type: 'image/jpeg' },
    ]);
    expect(status).toBe(201);
    const [photo] = body.photos ?? [];
    expect(photo?.url).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(photo).toMatchObject({ width: 1600, height: 800 });

    const served = await fetch(`${app.url}${photo?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('judges by content, not by name: a text file called .jpg and an SVG are refused, nothing stored', async () => {
    const before = await storedFiles();
    const text = await upload(member, [
      { name: 'photo.jpg', data: Buffer.from('not really a photo'), type: 'image/jpeg' },
    ]);
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('That file is not a photo we can read (JPEG, PNG, WebP, HEIC or AVIF).');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await upload(member, [{ name: 'x.png', data: svg, type: 'image/png' }])).status).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a file over 10 MB and a fourth photo with 400, storing nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([await jpegWithGps(200, 200), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(member, [{ name: 'big.jpg', data: big, type: 'image/jpeg' }]);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe('Each photo must be at most 10 MB.');
    const small = await jpegWithGps(300, 200);
    const four = await upload(
      member,
      [1, 2, 3, 4].map((n) => ({ name: `${n}.jpg`, data: small, type: 'image/jpeg' })),
    );
    expect(four.status).toBe(400);
    expect(four.body.message).toBe('An altar can have at most 3 photos.');
    expect(await storedFiles()).toBe(before);
  });

  it('stores nothing when one of several photos is bad', async () => {
    const before = await storedFiles();
    const good = await jpegWithGps(300, 200);
    const response = await upload(member, [
      { name: 'a.jpg', data: good, type: 'image/jpeg' },
      { name: 'b.jpg', data: Buffer.from('nope'), type: 'image/jpeg' },
    ]);
    expect(response.status).toBe(400);
    expect(await storedFiles()).toBe(before);
  });

  it('needs a member (401) and a multipart body (400)', async () => {
    const guest = await upload(new TestClient(app.url), [
      { name: 'a.jpg', data: await jpegWithGps(100, 100), type: 'image/jpeg' },
    ]);
    expect(guest.status).toBe(401);
    const json = await member.post('/api/uploads/photos', { photo: 'x' });
    expect(json.status).toBe(400);
    expect((await upload(member, [])).status).toBe(400);
  });
});

describe('PhotoService.resolve (the photos sent with an altar)', () => {
  it('stores data URLs, keeps uploaded URLs, and refuses unknown references, too many or none', async () => {
    const photos = app.server.services.photos;
    const jpeg = await jpegWithGps(320, 240);
    const [uploaded] = await photos.ingestAll([jpeg]);
    const dataUrl = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    const urls = await photos.resolve([uploaded?.url, dataUrl], 'photos', { min: 1, max: 3 });
    expect(urls).toHaveLength(2);
    expect(urls[0]).toBe(uploaded?.url);
    expect(urls[1]).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);

    await expect(photos.resolve(['https://elsewhere.example/a.jpg'], 'photos', { min: 1 })).rejects.toMatchObject({
      fieldErrors: { photos: 'Photos must be uploaded first (or sent as data URLs).' },
    });
    await expect(photos.resolve([], 'photos', { min: 1 })).rejects.toMatchObject({
      fieldErrors: { photos: 'Please add at least one photo.' },
    });
    await expect(
      photos.resolve([dataUrl, dataUrl, dataUrl, dataUrl], 'photos', { min: 1, max: 3 }),
    ).rejects.toMatchObject({
      fieldErrors: { photos: 'An altar can have at most 3 photos.' },
    });
    const before = await storedFiles();
    await expect(
      photos.resolve([dataUrl.replace('base64,', 'base64,AAAA'), 'data:text/plain;base64,aGVsbG8='], 'photos'),
    ).rejects.toThrow();
    expect(await storedFiles()).toBe(before);
  });
});
