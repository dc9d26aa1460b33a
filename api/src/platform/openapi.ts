import type { AnyObjectSchema, SchemaDescription } from 'yup';
import type { RestRoute } from './rest';

/**
 * The OpenAPI 3.1 document of the REST adapter, generated from the route table (method, path, access,
 * status, summary) and the core/ yup schemas the services validate with. Nothing here is written by
 * hand per path, so a new route appears in /api/openapi.json and /api/docs as soon as it is in the table.
 */

export const SESSION_COOKIE = 'sacred.sid';

/** The REST adapter is mounted here (server.ts); route paths are relative to it. */
const API_PREFIX = '/api';

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, unknown>;
    responses: Record<string, unknown>;
  };
};

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
  'x-access': 'public' | 'member' | 'self' | 'confirmed';
}

/** The statuses every error of the API may carry, with the meaning the reference gives them. */
export const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid input: `errors` names each field that failed',
  '401': 'Not signed in',
  '403': "Acting on another member's account, or a write from another origin",
  '404': 'Unknown, or not visible to you',
  '409': 'Conflict with existing data',
  '413': 'The request body is too large',
  '429': 'Rate limited: see the Retry-After header',
  '503': 'A dependency (database, weather provider) is down',
};

/** Express `:id` -> OpenAPI `{id}`. */
export function openApiPath(expressPath: string): string {
  return API_PREFIX + expressPath.replace(/:(\w+)/g, '{$1}');
}

/** The names of the path parameters of an express path, in order. */
export function pathParameterNames(expressPath: string): string[] {
  return [...expressPath.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
}

// ------------------------------------------------------------------------------------------------
// yup -> JSON Schema (2020-12, as OpenAPI 3.1 uses it), as far as describe() tells.

interface Test {
  name?: string;
  params?: Record<string, unknown>;
}

function applyTests(schema: JsonSchema, description: SchemaDescription): void {
  const kind = description.type;
  for (const test of description.tests as Test[]) {
    const params = test.params ?? {};
    switch (test.name) {
      case 'integer':
        schema.type = nullableType('integer', description);
        break;
      case 'min':
      case 'max': {
        const bound = test.name === 'min' ? params.min : params.max;
        if (typeof params.more === 'number') {
          schema.exclusiveMinimum = params.more;
          break;
        }
        if (typeof params.less === 'number') {
          schema.exclusiveMaximum = params.less;
          break;
        }
        if (typeof bound !== 'number') break;
        const key =
          kind === 'string'
            ? `${test.name}Length`
            : kind === 'array'
              ? `${test.name}Items`
              : test.name === 'min'
                ? 'minimum'
                : 'maximum';
        schema[key] = bound;
        break;
      }
      case 'length':
        if (typeof params.length === 'number') {
          schema.minLength = params.length;
          schema.maxLength = params.length;
        }
        break;
      case 'email':
        schema.format = 'email';
        break;
      case 'url':
        schema.format = 'uri';
        break;
      case 'matches': {
        const regex = params.regex;
        if (!(regex instanceof RegExp)) break;
        // Several patterns must all match: the first as `pattern`, the others under allOf.
        if (schema.pattern === undefined) schema.pattern = regex.source;
        else schema.allOf = [...((schema.allOf as JsonSchema[] | undefined) ?? []), { pattern: regex.source }];
        break;
      }
      case 'unique':
        schema.uniqueItems = true;
        break;
      default:
        // Custom tests (e.g. cross-field rules) have no JSON Schema form; the server still applies them.
        break;
    }
  }
}

function nullableType(type: string, description: SchemaDescription): string | string[] {
  return 'nullable' in description && description.nullable ? [type, 'null'] : type;
}

const YUP_TYPES: Record<string, string | undefined> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  date: 'string',
};

/** One yup description -> a JSON Schema: type, required, min/max (lengths, items, bounds), oneOf as enum. */
export function jsonSchemaOf(description: SchemaDescription): JsonSchema {
  const schema: JsonSchema = {};
  const type = YUP_TYPES[description.type];
  if (type) schema.type = nullableType(type, description);
  if (description.type === 'date') schema.format = 'date-time';
  const choices = description.oneOf.filter((value) => value !== undefined);
  if (choices.length > 0) schema.enum = choices;
  if ('default' in description && description.default !== undefined && typeof description.default !== 'function') {
    schema.default = description.default;
  }
  if ('label' in description && description.label) schema.title = description.label;
  applyTests(schema, description);
  if ('fields' in description && description.fields) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(description.fields)) {
      const inner = field as SchemaDescription;
      properties[name] = jsonSchemaOf(inner);
      if (isRequired(inner)) required.push(name);
    }
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
  }
  if ('innerType' in description && description.innerType) {
    schema.items = jsonSchemaOf(description.innerType as SchemaDescription);
  }
  return schema;
}

function isRequired(description: SchemaDescription): boolean {
  return 'optional' in description && !description.optional && description.default === undefined;
}

/** Query-string parameters of a yup object schema: one per field. */
function queryParameters(schema: AnyObjectSchema): OpenApiParameter[] {
  const described = jsonSchemaOf(schema.describe());
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, fieldSchema]) => ({
    name,
    in: 'query' as const,
    required: required.has(name),
    schema: fieldSchema,
  }));
}

// ------------------------------------------------------------------------------------------------

const ACCESS_TEXT: Record<'public' | 'member' | 'self' | 'confirmed', string> = {
  public: 'Access: public (guests too).',
  member: `Access: members (a signed-in session cookie \`${SESSION_COOKIE}\`).`,
  confirmed: `Access: members whose email is confirmed (a signed-in session cookie \`${SESSION_COOKIE}\`; 403 until the email is confirmed).`,
  self: "Access: the member whose id is in the path (another member's id answers 403).",
};

function operationIdOf(route: RestRoute): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by ${part.slice(1)}` : part))
    .join(' ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function componentName(route: RestRoute): string {
  const id = operationIdOf(route);
  return id[0]!.toUpperCase() + id.slice(1) + 'Body';
}

function successResponse(route: RestRoute): [string, Record<string, unknown>] {
  if (route.path === '/login' || route.path === '/logout' || route.path === '/callback') {
    return ['303', { description: 'Redirects the browser (navigation path)' }];
  }
  if (route.path.endsWith('/gpx') && route.method === 'get') {
    return [
      '200',
      { description: 'A GPX 1.1 download', content: { 'application/gpx+xml': { schema: { type: 'string' } } } },
    ];
  }
  const status = String(route.status ?? 200);
  return [
    status,
    {
      description: status === '201' ? 'Created' : 'OK',
      content: { 'application/json': { schema: route.response ?? {} } },
    },
  ];
}

function errorStatusesOf(route: RestRoute): string[] {
  const access = route.access ?? 'public';
  const statuses = new Set(['400', '404', '503']);
  if (access !== 'public') statuses.add('401');
  if (access === 'self' || route.method !== 'get') statuses.add('403');
  // Every write spends the writer's budget (write-budget.ts); sign-in also counts failures.
  if (route.method !== 'get') statuses.add('429');
  if (route.method !== 'get' && route.method !== 'delete') {
    statuses.add('409');
    statuses.add('413');
  }
  return [...statuses].sort();
}

function operationOf(route: RestRoute, schemas: Record<string, JsonSchema>): OpenApiOperation {
  const access = route.access ?? 'public';
  const summary = route.summary ?? `${route.method.toUpperCase()} ${openApiPath(route.path)}`;
  const notes = [ACCESS_TEXT[access]];
  if (route.idempotent) notes.push('Send an `Idempotency-Key` header: a replay answers as the first time.');
  if (route.body && 'multipart' in route.body) {
    const { maxFiles, maxFileBytes } = route.body.multipart;
    notes.push(`multipart/form-data: at most ${maxFiles} file(s) of ${Math.round(maxFileBytes / 1024 / 1024)} MB.`);
  }
  if (route.body && 'jsonLimit' in route.body) notes.push(`JSON body up to ${route.body.jsonLimit}.`);
  const parameters: OpenApiParameter[] = pathParameterNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: name === 'id' || name.endsWith('Id') ? { type: 'integer', exclusiveMinimum: 0 } : { type: 'number' },
  }));
  if (route.schema?.query) parameters.push(...queryParameters(route.schema.query));
  if (route.idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', maxLength: 200 },
    });
  }
  const operation: OpenApiOperation = {
    operationId: operationIdOf(route),
    summary,
    description: notes.join(' '),
    tags: [route.tag ?? 'Other'],
    'x-access': access,
    responses: {},
  };
  if (parameters.length > 0) operation.parameters = parameters;
  if (route.body && 'multipart' in route.body) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            additionalProperties: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
    };
  } else if (route.schema?.body) {
    const name = componentName(route);
    schemas[name] = jsonSchemaOf(route.schema.body.describe());
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
    };
  } else if (route.method !== 'get' && route.method !== 'delete') {
    operation.requestBody = { required: false, content: { 'application/json': { schema: { type: 'object' } } } };
  }
  if (access !== 'public') operation.security = [{ sessionCookie: [] }];
  const [status, success] = successResponse(route);
  operation.responses[status] = success;
  for (const code of errorStatusesOf(route))
    operation.responses[code] = { $ref: `#/components/responses/Error${code}` };
  return operation;
}

/** The reference's own two paths (served by server.ts, outside the route table). */
function referenceOperations(): Record<string, Record<string, OpenApiOperation>> {
  const base = { tags: ['Reference'], 'x-access': 'public' as const, description: ACCESS_TEXT.public };
  return {
    '/api/openapi.json': {
      get: {
        ...base,
        operationId: 'getOpenapiJson',
        summary: 'This OpenAPI 3.1 document',
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/api/docs': {
      get: {
        ...base,
        operationId: 'getDocs',
        summary: 'The browsable reference (HTML)',
        responses: { '200': { description: 'OK', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
  };
}

/**
 * The document of the route table, plus operations served outside it (`extraPaths`: the map's tile and
 * style routes, written by their domain).
 */
export function buildOpenApiDocument(routes: RestRoute[], extraPaths: Record<string, object> = {}): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: { type: 'string' },
        errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field -> message' },
      },
    },
  };
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    // The first route of a method and path answers (express order); a later duplicate is unreachable.
    paths[path][route.method] ??= operationOf(route, schemas);
  }
  Object.assign(paths, referenceOperations(), extraPaths);
  const responses: Record<string, unknown> = {};
  for (const [code, description] of Object.entries(ERROR_STATUSES)) {
    responses[`Error${code}`] = {
      description,
      ...(code === '429'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags)))];
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Sacred Spaces REST API',
      version: '1.0.0',
      description:
        'The REST adapter over the same services as GraphQL (/graphql). Sign in with POST /api/auth/login ' +
        `(or sign up) and send the session cookie \`${SESSION_COOKIE}\`; state-changing requests from a browser ` +
        'must come from this origin. Every non-success answer is JSON `{ message, errors? }`. See docs/api.md.',
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses,
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by POST /api/auth/login or /api/auth/signup.',
        },
      },
    },
  };
}

const documents = new WeakMap<RestRoute[], OpenApiDocument>();

/** The document of the running route table, built once per table. */
export function openApiDocument(routes: RestRoute[], extraPaths: Record<string, object> = {}): OpenApiDocument {
  let document = documents.get(routes);
  if (!document) documents.set(routes, (document = buildOpenApiDocument(routes, extraPaths)));
  return document;
}

// ------------------------------------------------------------------------------------------------
// The browsable reference: plain server-rendered HTML, inline styles only (the CSP forbids inline scripts).

const escapeHtml = (text: unknown): string =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** Escaped text with `code` spans. */
const prose = (text: unknown): string => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const METHOD_COLOURS: Record<string, string> = {
  get: '#2f6f4f',
  post: '#8a5a00',
  put: '#3b5b9a',
  patch: '#6a4a9a',
  delete: '#9a3b3b',
};

function schemaSummary(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  if (schema.type) parts.push(Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type));
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map(String).join(', ')}`);
  for (const key of ['minimum', 'maximum', 'exclusiveMinimum', 'minLength', 'maxLength', 'minItems', 'maxItems']) {
    if (schema[key] !== undefined) parts.push(`${key} ${String(schema[key])}`);
  }
  if (schema.default !== undefined && typeof schema.default !== 'object')
    parts.push(`default ${String(schema.default)}`);
  return parts.join('; ');
}

function bodyTable(schema: JsonSchema | undefined): string {
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const rows = Object.entries(properties).map(
    ([name, field]) =>
      `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <b>*</b>' : ''}</td><td>${escapeHtml(schemaSummary(field))}</td></tr>`,
  );
  return rows.length > 0 ? `<table>${rows.join('')}</table>` : '';
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, Array<[string, string, OpenApiOperation]>>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push([method, path, operation]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sections = tags.map((tag) => {
    const operations = byTag.get(tag)!.map(([method, path, operation]) => {
      const params = (operation.parameters ?? []).map(
        (parameter) =>
          `<li><code>${escapeHtml(parameter.name)}</code> (${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''}) ${escapeHtml(schemaSummary(parameter.schema))}</li>`,
      );
      const ref = (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined)
        ?.content?.['application/json']?.schema?.$ref;
      const body = ref ? document.components.schemas[ref.split('/').pop()!] : undefined;
      const statuses = Object.keys(operation.responses).join(', ');
      return `<details id="${escapeHtml(operation.operationId)}"><summary><span class="m" style="background:${METHOD_COLOURS[method] ?? '#555'}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> <span class="s">${escapeHtml(operation.summary)}</span> <span class="a a-${escapeHtml(operation['x-access'])}">${escapeHtml(operation['x-access'])}</span></summary>
<div class="d"><p>${prose(operation.description)}</p>${params.length > 0 ? `<p><b>Parameters</b></p><ul>${params.join('')}</ul>` : ''}${body ? `<p><b>JSON body</b> (* required)</p>${bodyTable(body)}` : ''}<p><b>Answers</b> ${escapeHtml(statuses)}</p></div></details>`;
    });
    return `<section><h2 id="tag-${escapeHtml(tag.replace(/\s+/g, '-'))}">${escapeHtml(tag)}</h2>${operations.join('\n')}</section>`;
  });
  const toc = tags
    .map((tag) => `<a href="#tag-${escapeHtml(tag.replace(/\s+/g, '-'))}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:980px;padding:1rem;color:#222;background:#fbfaf6}
h1{font-size:1.5rem}h2{margin-top:2rem;border-bottom:1px solid #ddd}
details{border:1px solid #e3e0d6;border-radius:6px;margin:.4rem 0;background:#fff}
summary{cursor:pointer;padding:.4rem .6rem}
.m{display:inline-block;min-width:4.2rem;text-align:center;color:#fff;border-radius:4px;font:600 12px monospace;padding:2px 4px}
.s{color:#555}.a{float:right;font-size:12px;border-radius:4px;padding:0 6px;background:#eee}
.a-member,.a-self,.a-confirmed{background:#fde8c8}.d{padding:0 1rem .6rem}
table{border-collapse:collapse}td{border-top:1px solid #eee;padding:2px 8px;vertical-align:top}
code{font-size:13px}
</style></head><body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}). Access: <b>public</b> guests too, <b>member</b> signed in (cookie <code>${SESSION_COOKIE}</code>), <b>self</b> only your own <code>/users/{id}</code>.</p>
<nav>${toc}</nav>
${sections.join('\n')}
</body></html>`;
}
