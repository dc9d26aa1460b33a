import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { buildAltar, buildUser } from '../../test/factories';
import { signUpMember, TestClient, type SignedUpMember } from '../../test/http';
import { plainSelection } from '../platform/graphql/graphql-arguments';
import { altarFieldsAmong, type AltarFields } from './altar-columns';
import { AltarRepository } from './altar.repository';

/**
 * `altarsNear` reads only the altar fields its selection asks for (the map's nearby list asks for 11 of
 * 24): those fields come out exactly as when every field is asked for, for every viewer, in the same order.
 */

const CENTRE = { latitude: 45.5123, longitude: -73.5567 };
const EVERY_FIELD = `id name description story materials latitude longitude altarType photos tags isEcoFriendly
  noPlasticUsed biodegradableOnly noWasteLeft visitCount likes recentActivity creatorId creatorName
  isLocationSensitive createdAt updatedAt distanceMeters`;
const MAP_LIST_FIELDS =
  'id name latitude longitude altarType isEcoFriendly photos visitCount likes recentActivity distanceMeters';

let app: TestApp;
let creator: SignedUpMember;
let other: SignedUpMember;
const statements: string[] = [];

type Row = Record<string, unknown>;

async function near(client: TestClient, selection: string): Promise<Row[]> {
  const answer = await client.graphql(
    `query ($lat: Float!, $lng: Float!) { altarsNear(latitude: $lat, longitude: $lng, radius: 5000) { ${selection} } }`,
    { lat: CENTRE.latitude, lng: CENTRE.longitude },
  );
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { altarsNear: Row[] }).altarsNear;
}

const only = (rows: Row[], fields: string[]) =>
  rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));

beforeAll(async () => {
  app = await startTestApp();
  [creator, other] = [await signUpMember(app.url), await signUpMember(app.url)];
  const neighbour = await buildUser(app.db.knex);
  for (let i = 0; i < 6; i += 1)
    await buildAltar(app.db.knex, {
      latitude: CENTRE.latitude + i * 0.004,
      longitude: CENTRE.longitude - i * 0.003,
      creatorId: i % 2 === 0 ? creator.id : neighbour.id,
      isLocationSensitive: i === 2,
      visitCount: i * 3,
    });
  app.db.knex.on('query', (query: { sql: string }) => statements.push(query.sql));
});

afterAll(async () => {
  await app?.close();
});

describe('altarsNear with a few fields', () => {
  it.each([
    ['a guest', () => new TestClient(app.url)],
    ['the creator of a sensitive altar', () => creator.client],
    ['another member', () => other.client],
  ])('answers %s the same values, in the same order, as with every field', async (_viewer, client) => {
    const everything = await near(client(), EVERY_FIELD);
    expect(everything.length).toBe(6);
    for (const selection of [MAP_LIST_FIELDS, 'name distanceMeters', 'latitude creatorName']) {
      const fields = selection.split(' ');
      expect(await near(client(), selection)).toEqual(only(everything, fields));
    }
  });

  it("selects neither the creator's name nor the long texts when they are not asked for", async () => {
    const repository = new AltarRepository(app.db.knex);
    const nearest = async (fields: AltarFields) => {
      statements.length = 0;
      await repository.near(CENTRE, 5000, 200, {}, undefined, undefined, fields);
      return statements.filter((sql) => sql.includes('_ST_Expand'));
    };
    const mapList = await nearest(altarFieldsAmong(new Set(MAP_LIST_FIELDS.split(' ')), ['distanceMeters']));
    expect(mapList).toHaveLength(1);
    expect(mapList[0]).not.toContain('first_name');
    expect(mapList[0]).not.toContain('"description"');
    expect(mapList[0]).toContain('"visit_count"');

    const withCreator = await nearest(altarFieldsAmong(new Set(['creatorName'])));
    expect(withCreator[0]).toContain('first_name');
    expect(withCreator[0]).not.toContain('"visit_count"');
    expect((await nearest(undefined))[0]).toContain('"description"');
  });

  it('answers a selection with a fragment or a directive with every field read', async () => {
    const guest = new TestClient(app.url);
    const everything = await near(guest, EVERY_FIELD);
    expect(await near(guest, '... on NearbyAltar { id name } creatorName')).toEqual(
      only(everything, ['id', 'name', 'creatorName']),
    );
    expect(await near(guest, 'id story @include(if: true)')).toEqual(only(everything, ['id', 'story']));
  });
});

describe('the fields of a selection', () => {
  const rootField = (query: string) =>
    (parse(query).definitions[0] as OperationDefinitionNode).selectionSet.selections[0] as FieldNode;

  it('names the plain fields asked for, and none when a fragment or a directive is among them', () => {
    expect(plainSelection({ fieldNodes: [rootField('{ altarsNear { id renamed: name __typename } }')] })).toEqual(
      new Set(['id', 'name', '__typename']),
    );
    expect(plainSelection({ fieldNodes: [rootField('{ altarsNear { id ...F } }')] })).toBeUndefined();
    expect(plainSelection({ fieldNodes: [rootField('{ altarsNear { id name @skip(if: false) } }')] })).toBeUndefined();
  });

  it('keeps the id, and reads every field for a name that is not an altar field', () => {
    expect(altarFieldsAmong(new Set(['name', '__typename', 'distanceMeters']), ['distanceMeters'])).toEqual(
      new Set(['id', 'name']),
    );
    expect(altarFieldsAmong(new Set(['name', 'distanceMeters']))).toBeUndefined();
    expect(altarFieldsAmong(new Set(['constructor']))).toBeUndefined();
    expect(altarFieldsAmong(undefined)).toBeUndefined();
  });
});
