import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAltarSchema } from '@sacred/core/altars-schema';
import { signupSchema } from '@sacred/core/accounts';
import { startTestApp, type TestApp } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';
import {
  DOCUMENTED_REST_PATHS,
  PENDING_REST_PATHS,
  restPathKey,
  type DocumentedRestPath,
} from './documented-rest-paths';
import { buildOpenApiDocument, type OpenApiOperation } from './openapi';
import { renderDocsPage } from './openapi-page';
import { jsonSchemaOf } from './openapi-schema';
import { basemapOperations } from '../../basemap/basemap.openapi';
import { REST_ROUTES } from '../../routes';
import type { RestRoute } from './rest';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `/api/users/{userId}/x` and `/users/:id/x` -> `/api/users/{}/x`: templates without parameter names. */
const templateOf = (path: string) => path.replace(/\{\w+\}/g, '{}').replace(/:\w+/g, '{}');
const routeTemplate = (route: RestRoute) => templateOf(`/api${route.path}`);

function routeOf(entry: Pick<DocumentedRestPath, 'method' | 'path'>): RestRoute | undefined {
  return REST_ROUTES.find((route) => route.method === entry.method && routeTemplate(route) === templateOf(entry.path));
}

function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function collectRefs(node: unknown, refs: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, refs));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') refs.push(value);
      else collectRefs(value, refs);
    }
  }
  return refs;
}

/** A JSON Schema that says something about a value: a type, a reference, a choice or a constant. */
function describesSomething(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  if (['$ref', 'oneOf', 'anyOf', 'allOf', 'enum', 'const'].some((key) => key in schema)) return true;
  if (schema.type === 'object') return 'properties' in schema || 'additionalProperties' in schema;
  return 'type' in schema;
}

/** The success answers of an operation whose schema says nothing, as `status media-type`. */
function undescribedSuccesses(operation: OpenApiOperation): string[] {
  const missing: string[] = [];
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^2\d\d$/.test(status) || '$ref' in (response as object)) continue;
    const content = (response as { content?: Record<string, { schema?: Record<string, unknown> }> }).content;
    // A 204 has no body to describe; every other success answers one.
    if (!content) {
      if (status !== '204') missing.push(`${status} (no content)`);
      continue;
    }
    for (const [type, media] of Object.entries(content))
      if (!describesSomething(media.schema)) missing.push(`${status} ${type}`);
  }
  return missing;
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument(
    REST_ROUTES,
    basemapOperations(),
    buildSchema(readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8')),
  );
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

  it('has the top-level fields OpenAPI 3.1 requires', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(document.info.version).toBeTruthy();
    expect(typeof document.paths).toBe('object');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('documents every route of the table, once per method and path', () => {
    for (const route of REST_ROUTES) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined();
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation a summary, a tag, responses with statuses and the error model', () => {
    const tags = new Set((document.tags as Array<{ name: string }>).map((tag) => tag.name));
    for (const { path, method, operation } of operations) {
      const where = `${method} ${path}`;
      expect(HTTP_METHODS, where).toContain(method);
      expect(operation.summary, where).toBeTruthy();
      expect(
        operation.tags.every((tag) => tags.has(tag)),
        where,
      ).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(statuses.length, where).toBeGreaterThan(0);
      for (const status of statuses) expect(status, where).toMatch(/^[1-5]\d\d$/);
      expect(
        statuses.some((status) => status.startsWith('2') || status.startsWith('3')),
        where,
      ).toBe(true);
    }
    const errorSchema = document.components.schemas.Error as { required: string[] };
    expect(errorSchema.required).toEqual(['message']);
    for (const code of ['400', '401', '403', '404', '409', '413', '429', '503']) {
      expect(document.components.responses[`Error${code}`], code).toBeDefined();
    }
  });

  it('declares exactly the path parameters of each template, all required', () => {
    for (const { path, method, operation } of operations) {
      const inTemplate = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(inTemplate);
      expect(declared.every((parameter) => parameter.required)).toBe(true);
    }
  });

  it('resolves every $ref', () => {
    const refs = collectRefs(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(resolvePointer(document, ref), ref).toBeDefined();
  });

  it('secures member and self operations with the session cookie scheme', () => {
    const schemes = document.components.securitySchemes as Record<string, { type: string; in: string; name: string }>;
    expect(schemes.sessionCookie).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sacred.sid' }),
    );
    for (const { path, method, operation } of operations) {
      const secured = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
      for (const name of secured) expect(schemes[name], name).toBeDefined();
      const access = operation['x-access'];
      if (access !== 'public') expect(secured.length > 0, `${method} ${path}`).toBe(true);
      // A public operation also works without a session (the empty requirement); no other one does.
      const anonymous = (operation.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      expect(anonymous, `${method} ${path}`).toBe(access === 'public');
      if (access !== 'public') expect(operation.responses['401'], `${method} ${path}`).toBeDefined();
    }
  });

  it('derives request schemas from the core yup schemas', () => {
    const altar = jsonSchemaOf(createAltarSchema.describe()) as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(altar.required).toEqual(expect.arrayContaining(['name', 'altarType', 'latitude', 'longitude', 'photos']));
    expect(altar.properties.latitude).toEqual(expect.objectContaining({ type: 'number', minimum: -90, maximum: 90 }));
    expect(altar.properties.photos).toEqual(expect.objectContaining({ type: 'array', minItems: 1, maxItems: 3 }));
    expect(altar.properties.altarType?.enum).toContain('Stone Circle');
    expect(altar.properties.name).toEqual(expect.objectContaining({ type: 'string', maxLength: 120 }));

    const signup = jsonSchemaOf(signupSchema.describe()) as { properties: Record<string, Record<string, unknown>> };
    expect(signup.properties.password).toEqual(expect.objectContaining({ minLength: 8, pattern: '[a-z]' }));

    const create = document.paths['/api/altars']?.post as OpenApiOperation;
    const ref = (create.requestBody as { content: Record<string, { schema: { $ref: string } }> }).content[
      'application/json'
    ]?.schema.$ref;
    expect(resolvePointer(document, ref ?? '')).toEqual(jsonSchemaOf(createAltarSchema.describe()));
    const near = document.paths['/api/altars']?.get as OpenApiOperation;
    expect(near.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['lat', 'lng', 'radius', 'limit', 'bbox', 'zoom']),
    );
  });

  it('describes the success answer of every operation, with a schema that says what it is', () => {
    const undescribed = operations
      .filter(({ operation }) => undescribedSuccesses(operation).length > 0)
      .map(({ path, method }) => `${method} ${path}`);
    expect(undescribed).toEqual([]);
    const altars = document.paths['/api/altars']?.get as OpenApiOperation;
    expect(undescribedSuccesses(altars)).toEqual([]);
  });

  it('counts an empty schema, an object without properties or a body-less 200 as undescribed', () => {
    const answer = (schema?: Record<string, unknown>) =>
      ({ responses: { '200': { description: 'OK', content: { 'application/json': { schema } } } } }) as never;
    expect(undescribedSuccesses(answer({}))).toEqual(['200 application/json']);
    expect(undescribedSuccesses(answer({ type: 'object' }))).toEqual(['200 application/json']);
    expect(undescribedSuccesses(answer())).toEqual(['200 application/json']);
    expect(undescribedSuccesses({ responses: { '200': { description: 'OK' } } } as never)).toEqual([
      '200 (no content)',
    ]);
    expect(undescribedSuccesses({ responses: { '204': { description: 'Done' } } } as never)).toEqual([]);
    expect(undescribedSuccesses(answer({ $ref: '#/components/schemas/Altar' }))).toEqual([]);
    expect(undescribedSuccesses(answer({ type: 'array', items: {} }))).toEqual([]);
  });

  it('builds answers GraphQL does not have from the types it has, under their own names', () => {
    const schemas = document.components.schemas as Record<string, Record<string, unknown>>;
    const altars = (document.paths['/api/altars']?.get as OpenApiOperation).responses['200'] as {
      content: { 'application/json': { schema: { oneOf: unknown[] } } };
    };
    expect(altars.content['application/json'].schema.oneOf).toEqual([
      { type: 'array', items: { $ref: '#/components/schemas/Altar' } },
      { type: 'array', items: { $ref: '#/components/schemas/NearbyAltar' } },
      { $ref: '#/components/schemas/AltarViewport' },
    ]);
    expect(schemas.NearbyAltar?.required).toContain('distanceMeters');
    expect(schemas.SacredSpacesDownload).toEqual(
      expect.objectContaining({
        required: ['altars', 'count', 'lastUpdated', 'withinKm'],
        properties: expect.objectContaining({
          altars: { type: 'array', items: { $ref: '#/components/schemas/NearbyAltar' } },
        }),
      }),
    );
    const weather = schemas.OfflineWeatherLocation as { properties: Record<string, unknown> };
    expect(weather.properties.weather).toEqual({ oneOf: [{ $ref: '#/components/schemas/Weather' }, { type: 'null' }] });
    const nearest = (document.paths['/api/places/nearest']?.get as OpenApiOperation).responses['200'] as {
      content: { 'application/json': { schema: unknown } };
    };
    expect(nearest.content['application/json'].schema).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Place' }, { type: 'null' }],
    });
  });

  it('gives every route of the table a summary', () => {
    const missing = REST_ROUTES.filter((route) => !route.summary);
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('renders the reference page without scripts, escaping what it shows', () => {
    const html = renderDocsPage(document);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).toContain('/api/altars/{id}');
    expect(html).toContain('Create an altar');
  });
});

describe('the documented REST paths (coverage)', () => {
  const pendingKeys = new Set(PENDING_REST_PATHS.map((pending) => pending.key));
  const served = DOCUMENTED_REST_PATHS.filter((entry) => !pendingKeys.has(restPathKey(entry)));
  let app: TestApp;
  let guest: TestClient;
  let member: TestClient;
  let memberId: number;
  let otherId: number;

  /** Fills a spec path: /users/{id} paths with the given member id, every other parameter an unknown id. */
  const fill = (path: string, userId: number) =>
    path.replace(/\/users\/\{\w+\}/, `/users/${userId}`).replace(/\{\w+\}/g, '987654');

  beforeAll(async () => {
    app = await startTestApp();
    guest = new TestClient(app.url);
    member = new TestClient(app.url);
    const signedUp = await member.post('/api/auth/signup', validSignup());
    expect(signedUp.status).toBe(201);
    memberId = (signedUp.body.user as { id: number }).id;
    const other = new TestClient(app.url);
    const otherSignup = await other.post('/api/auth/signup', validSignup());
    otherId = (otherSignup.body.user as { id: number }).id;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('lists each documented path once, and every pending one among them', () => {
    const keys = DOCUMENTED_REST_PATHS.map(restPathKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(56);
    for (const key of pendingKeys) expect(keys, key).toContain(key);
  });

  it('routes every documented path with the access it documents', () => {
    for (const entry of served) {
      const route = routeOf(entry);
      expect(route, `${restPathKey(entry)} is not routed`).toBeDefined();
      expect(route?.access ?? 'public', restPathKey(entry)).toBe(entry.access);
    }
  });

  it('does not route the pending paths yet (take one off PENDING_REST_PATHS when it is implemented)', () => {
    const routedNow = PENDING_REST_PATHS.filter((pending) => {
      const [method, path] = pending.key.split(' ') as [string, string];
      return routeOf({ method: method.toLowerCase() as DocumentedRestPath['method'], path }) !== undefined;
    }).map((pending) => `${pending.key} (${pending.owner})`);
    expect(routedNow, 'routed now: take these off PENDING_REST_PATHS').toEqual([]);
  });

  it('answers a guest in JSON without a server error, and 401 on member and self paths', async () => {
    for (const entry of served) {
      const key = restPathKey(entry);
      const body = entry.method === 'get' || entry.method === 'delete' ? undefined : {};
      const response = await guest.request(entry.method.toUpperCase(), fill(entry.path, otherId), body);
      expect(response.status, key).toBeLessThan(500);
      if (entry.navigation) {
        expect(response.status, key).toBe(303);
        continue;
      }
      expect(response.headers.get('content-type'), key).toMatch(/application\/json/);
      expect(response.body, key).toEqual(expect.any(Object));
      if (response.status >= 400) expect(typeof response.body.message, key).toBe('string');
      if (entry.access !== 'public') expect(response.status, key).toBe(401);
    }
  });

  it("answers a member 403 on another member's self paths, and lets them through member paths", async () => {
    for (const entry of served.filter((candidate) => candidate.access !== 'public')) {
      const key = restPathKey(entry);
      const body = entry.method === 'get' || entry.method === 'delete' ? undefined : {};
      const response = await member.request(entry.method.toUpperCase(), fill(entry.path, otherId), body);
      expect(response.status, key).toBeLessThan(500);
      expect(response.headers.get('content-type'), key).toMatch(/application\/json/);
      if (entry.access === 'self') expect(response.status, key).toBe(403);
      else expect([401, 403], key).not.toContain(response.status);
    }
  });

  it('lets a member read their own self paths', async () => {
    for (const entry of served.filter((candidate) => candidate.access === 'self' && candidate.method === 'get')) {
      const response = await member.get(fill(entry.path, memberId));
      expect(response.status, restPathKey(entry)).toBe(200);
    }
  });

  it('serves the OpenAPI document and the reference page to guests', async () => {
    const json = await guest.get('/api/openapi.json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    expect(json.body.openapi).toBe('3.1.0');
    const page = await guest.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(page.text).toContain('<h2');
    expect(page.text).not.toMatch(/<script/i);
  });
});
