import { readdir } from 'node:fs/promises';
import { ALTAR_MESSAGES } from '@sacred/core/altars';
import { PHOTO_MESSAGES } from '@sacred/core/photos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar } from '../../test/factories';
import { TestClient, signUpMember } from '../../test/http';

let app: TestApp;
let creator: TestClient;
let creatorId: number;
let pngDataUrl: string;

async function png(width = 64, height = 48, green = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: green, b: 60 } } })
    .png()
    .toBuffer();
}

const dataUrlOf = (data: Buffer, type = 'image/png') => `data:${type};base64,${data.toString('base64')}`;

const member = (firstName = 'Rowan') => signUpMember(app.url, { firstName, lastName: 'Ashgrove' });

async function uploadPhoto(client: TestClient, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${app.url}/api/uploads/photos`, {
    method: 'POST',
    body: form,
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  const body = (await response.json()) as { photos: Array<{ url: string }> };
  return body.photos[0]?.url as string;
}

const storedFiles = async () => (await readdir(app.server.config.uploadsDir).catch(() => [])).length;
const altarCount = async () => Number((await app.db.knex('altars').count<{ n: string }[]>('* as n'))[0]?.n);

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cedar Listening Circle',
  description: 'River stones under an old cedar.',
  story: 'For my grandmother, who taught me the names of trees.',
  materials: 'River stones, cedar fronds',
  latitude: '39.7392358',
  longitude: '-104.990251',
  altarType: 'Stone Circle',
  photos: [pngDataUrl],
  tags: ['cedar', '#stones', ' ', 'cedar'],
  ...overrides,
});

beforeAll(async () => {
  app = await startTestApp();
  const signedUp = await member('Hazel');
  creator = signedUp.client;
  creatorId = signedUp.id;
  pngDataUrl = dataUrlOf(await png());
});

afterAll(async () => {
  await app?.close();
});

describe('creating an altar (POST /api/altars)', () => {
  it('creates it with the spec defaults, stores the photo, and answers the creator name', async () => {
    const response = await creator.post('/api/altars', valid());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Cedar Listening Circle',
      story: 'For my grandmother, who taught me the names of trees.',
      materials: 'River stones, cedar fronds',
      latitude: 39.7392358,
      longitude: -104.990251,
      altarType: 'Stone Circle',
      tags: ['cedar', 'stones'],
      isEcoFriendly: true,
      noPlasticUsed: false,
      biodegradableOnly: false,
      noWasteLeft: false,
      isLocationSensitive: false,
      creatorId,
      creatorName: 'Hazel Ashgrove',
      visitCount: 0,
    });
    const photos = response.body.photos as string[];
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.webp$/);
    const served = await fetch(`${app.url}${photos[0]}`);
    expect(served.status).toBe(200);

    const read = await new TestClient(app.url).get(`/api/altars/${String(response.body.id)}`);
    expect(read.body).toMatchObject({ id: response.body.id, creatorName: 'Hazel Ashgrove' });
  });

  it('stores the custom text as the type for Other, takes upload URLs, and keeps the eco flags given', async () => {
    const uploaded = await uploadPhoto(creator, await png(80, 80, 90));
    const response = await creator.post(
      '/api/altars',
      valid({
        altarType: 'Other',
        customAltarType: '  Driftwood Spiral ',
        photos: [uploaded, pngDataUrl],
        isEcoFriendly: false,
        noPlasticUsed: true,
        biodegradableOnly: true,
        noWasteLeft: true,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      altarType: 'Driftwood Spiral',
      isEcoFriendly: false,
      noPlasticUsed: true,
      biodegradableOnly: true,
      noWasteLeft: true,
    });
    expect((response.body.photos as string[])[0]).toBe(uploaded);
  });

  it.each([
    ['no type', { altarType: undefined }, 'altarType', ALTAR_MESSAGES.typeRequired],
    ['an unknown type', { altarType: 'Volcano' }, 'altarType', 'Please select an altar type.'],
    [
      'Other without words',
      { altarType: 'Other', customAltarType: '   ' },
      'customAltarType',
      ALTAR_MESSAGES.customTypeRequired,
    ],
    ['no location', { latitude: undefined, longitude: '' }, 'latitude', 'Please select a location for your altar.'],
    ['a latitude that is not a number', { latitude: 'north' }, 'latitude', 'Please enter valid coordinates'],
    [
      'a latitude out of range',
      { latitude: 91 },
      'latitude',
      'Please enter valid coordinate ranges (Latitude: -90 to 90, Longitude: -180 to 180)',
    ],
    [
      'a longitude out of range',
      { longitude: '-180.5' },
      'longitude',
      'Please enter valid coordinate ranges (Latitude: -90 to 90, Longitude: -180 to 180)',
    ],
    ['no name', { name: '   ' }, 'name', 'Required'],
    ['no photo', { photos: [] }, 'photos', PHOTO_MESSAGES.required],
    ['a fourth photo', { photos: ['a', 'b', 'c', 'd'] }, 'photos', PHOTO_MESSAGES.tooMany],
  ])('refuses %s with 400 and the exact message, storing nothing', async (_label, overrides, field, message) => {
    const [rowsBefore, filesBefore] = [await altarCount(), await storedFiles()];
    const response = await creator.post('/api/altars', valid(overrides));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[field]).toBe(message);
    expect(await altarCount()).toBe(rowsBefore);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('refuses a non-image, an oversized photo and an unknown URL with 400, storing no row and no file', async () => {
    const fresh = dataUrlOf(await png(70, 70, 200));
    const cases: Array<[unknown[], string]> = [
      [
        [fresh, dataUrlOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')],
        PHOTO_MESSAGES.notAnImage,
      ],
      [[fresh, dataUrlOf(Buffer.from('just text'))], PHOTO_MESSAGES.notAnImage],
      [[fresh, dataUrlOf(Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024)]))], PHOTO_MESSAGES.tooLarge],
      [[fresh, '/media/uploads/' + 'a'.repeat(64) + '.webp'], PHOTO_MESSAGES.unknownReference],
      [[fresh, 'https://elsewhere.example/photo.jpg'], PHOTO_MESSAGES.unknownReference],
    ];
    for (const [photos, message] of cases) {
      const [rowsBefore, filesBefore] = [await altarCount(), await storedFiles()];
      const response = await creator.post('/api/altars', valid({ photos }));
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors?.photos).toBe(message);
      expect(await altarCount()).toBe(rowsBefore);
      expect(await storedFiles()).toBe(filesBefore);
    }
  });

  it('needs a member: 401 for a guest over REST and UNAUTHENTICATED over GraphQL', async () => {
    const before = await altarCount();
    const guest = new TestClient(app.url);
    const response = await guest.post('/api/altars', valid());
    expect(response.status).toBe(401);
    const { body } = await guest.graphql('mutation ($input: CreateAltarInput!) { createAltar(input: $input) { id } }', {
      input: { ...valid(), latitude: 39.7, longitude: -104.9, tags: [] },
    });
    expect((body.errors as unknown as Array<{ extensions: { code: string } }>)[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(await altarCount()).toBe(before);
  });

  it('creates over GraphQL through the same rules', async () => {
    const uploaded = await uploadPhoto(creator, await png(90, 60, 30));
    const mutation = `mutation ($input: CreateAltarInput!) {
      createAltar(input: $input) { id name altarType latitude longitude photos creatorName isEcoFriendly }
    }`;
    const ok = await creator.graphql(mutation, {
      input: {
        name: 'Fern Prayer Flags',
        altarType: 'Prayer Flags',
        latitude: 40.01,
        longitude: -105.27,
        photos: [uploaded],
      },
    });
    expect(ok.body.data).toMatchObject({
      createAltar: {
        name: 'Fern Prayer Flags',
        altarType: 'Prayer Flags',
        latitude: 40.01,
        longitude: -105.27,
        photos: [uploaded],
        creatorName: 'Hazel Ashgrove',
        isEcoFriendly: true,
      },
    });
    const bad = await creator.graphql(mutation, {
      input: { name: 'X', altarType: 'Other', latitude: 40, longitude: -105, photos: [uploaded] },
    });
    const error = (
      bad.body.errors as unknown as Array<{ extensions: { code: string; fieldErrors: Record<string, string> } }>
    )[0];
    expect(error?.extensions.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions.fieldErrors.customAltarType).toBe(ALTAR_MESSAGES.customTypeRequired);
  });
});

describe('adding photos to an altar (Add to This Altar)', () => {
  it("lets only the altar's creator add photos, up to 3 in all; beyond that 400 and nothing stored", async () => {
    const { client: owner, id: ownerId } = await member('Linden');
    const altar = await buildAltar(app.db.knex, { creatorId: ownerId, photos: ['/media/seed/example.svg'] });
    const first = await owner.post(`/api/altars/${altar.id}/photos`, { photos: [dataUrlOf(await png(50, 50, 10))] });
    expect(first.status).toBe(200);
    expect(first.body.photos).toHaveLength(2);

    const filesBefore = await storedFiles();
    const tooMany = await owner.post(`/api/altars/${altar.id}/photos`, {
      photos: [dataUrlOf(await png(50, 50, 20)), dataUrlOf(await png(50, 50, 30))],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(PHOTO_MESSAGES.tooMany);
    expect(await storedFiles()).toBe(filesBefore);

    const bad = await owner.post(`/api/altars/${altar.id}/photos`, { photos: [dataUrlOf(Buffer.from('nope'))] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PHOTO_MESSAGES.notAnImage);

    const none = await owner.post(`/api/altars/${altar.id}/photos`, { photos: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(PHOTO_MESSAGES.required);

    const { body } = await owner.graphql(
      'mutation ($id: Int!, $photos: [String!]!) { addAltarPhotos(altarId: $id, photos: $photos) { photos } }',
      { id: altar.id, photos: [dataUrlOf(await png(50, 50, 40))] },
    );
    expect((body.data as { addAltarPhotos: { photos: string[] } }).addAltarPhotos.photos).toHaveLength(3);
    expect((await app.db.knex('altars').where({ id: altar.id }).first<{ photos: string[] }>()).photos).toHaveLength(3);
  });

  it("refuses another member's photos (403) and stores nothing", async () => {
    const altar = await buildAltar(app.db.knex, { photos: ['/media/seed/example.svg'] });
    const { client: visitor } = await member('Rowan');
    const filesBefore = await storedFiles();
    const refused = await visitor.post(`/api/altars/${altar.id}/photos`, { photos: [dataUrlOf(await png(40, 40, 5))] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PHOTO_MESSAGES.creatorOnly);
    const overGraphql = await visitor.graphql(
      'mutation ($id: Int!, $photos: [String!]!) { addAltarPhotos(altarId: $id, photos: $photos) { photos } }',
      { id: altar.id, photos: [dataUrlOf(await png(40, 40, 6))] },
    );
    expect(overGraphql.body.errors).toMatchObject([{ extensions: { code: 'FORBIDDEN' } }]);
    expect(await storedFiles()).toBe(filesBefore);
    expect((await app.db.knex('altars').where({ id: altar.id }).first<{ photos: string[] }>()).photos).toEqual([
      '/media/seed/example.svg',
    ]);
  });

  it('lets the creator remove any photo of their altar (others stay), but not the last one', async () => {
    const { client: owner, id: ownerId } = await member('Aspen');
    // Photos someone else put there before only creators could add.
    const altar = await buildAltar(app.db.knex, {
      creatorId: ownerId,
      photos: ['/media/seed/example.svg', '/media/seed/other.svg'],
    });
    const { client: visitor } = await member('Birch');
    const path = (url: string) => `/api/altars/${altar.id}/photos?url=${encodeURIComponent(url)}`;
    const notYours = await visitor.delete(path('/media/seed/other.svg'));
    expect(notYours.status).toBe(403);
    expect((await owner.delete(path('/media/seed/missing.svg'))).status).toBe(404);
    const removed = await owner.delete(path('/media/seed/other.svg'));
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual(['/media/seed/example.svg']);
    const last = await owner.graphql(
      'mutation ($id: Int!, $url: String!) { removeAltarPhoto(altarId: $id, photoUrl: $url) { photos } }',
      { id: altar.id, url: '/media/seed/example.svg' },
    );
    expect(last.body.errors).toMatchObject([
      { message: PHOTO_MESSAGES.lastPhoto, extensions: { code: 'BAD_USER_INPUT' } },
    ]);
    expect((await app.db.knex('altars').where({ id: altar.id }).first<{ photos: string[] }>()).photos).toEqual([
      '/media/seed/example.svg',
    ]);
    expect((await new TestClient(app.url).delete(path('/media/seed/example.svg'))).status).toBe(401);
  });

  it('answers 401 for a guest and 404 for an unknown altar', async () => {
    const altar = await buildAltar(app.db.knex);
    const guest = await new TestClient(app.url).post(`/api/altars/${altar.id}/photos`, { photos: [pngDataUrl] });
    expect(guest.status).toBe(401);
    const unknown = await creator.post('/api/altars/999999/photos', { photos: [pngDataUrl] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Altar not found');
  });
});
