import type { GraphQLSchema } from 'graphql';
import { isSchema, type AnyObjectSchema, type SchemaDescription } from 'yup';
import { AnswerChoice, AnswerObject, NullableAnswer, type AnswerClass, type RouteAnswer } from './answers';
import { graphqlTypeSchema, withNull } from './openapi-graphql';
import { jsonSchemaOf, type JsonSchema } from './openapi-schema';
import type { RestRoute } from './rest';
import { SESSION_COOKIE } from '../http/session';

/**
 * The OpenAPI 3.1 document of the REST adapter, generated from the route table (method, path, access,
 * status, summary) and the core/ yup schemas the services validate with. Nothing here is written by
 * hand per path, so a new route appears in /api/openapi.json and /api/docs as soon as it is in the table.
 */

/** The REST adapter is mounted here (server.ts); route paths are relative to it. */
const API_PREFIX = '/api';

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

/** The JSON Schema of a declared answer, the named types it reaches added to `components`. */
function answerSchema(
  answer: RouteAnswer,
  components: Record<string, JsonSchema>,
  graphql: GraphQLSchema | undefined,
): JsonSchema {
  const of = (inner: RouteAnswer) => answerSchema(inner, components, graphql);
  if (isSchema(answer)) return jsonSchemaOf(answer.describe() as SchemaDescription);
  if (Array.isArray(answer)) return { type: 'array', items: of(answer[0] as RouteAnswer) };
  if (answer instanceof NullableAnswer) return withNull(of(answer.answer));
  if (answer instanceof AnswerChoice) return { description: answer.description, oneOf: answer.answers.map(of) };
  if (answer instanceof AnswerObject) {
    if (graphql?.getType(answer.name)) throw new Error(`${answer.name} is a GraphQL type: answer with its class`);
    if (!components[answer.name]) {
      components[answer.name] = {}; // reserved first, as GraphQL types are
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(answer.fields)) {
        properties[name] = of(field);
        const optional = isSchema(field) && (field.describe() as { optional?: boolean }).optional === true;
        if (!optional) required.push(name);
      }
      components[answer.name] = {
        type: 'object',
        description: answer.description,
        properties,
        required,
        ...(answer.others ? { additionalProperties: of(answer.others) } : {}),
      };
    }
    return { $ref: `#/components/schemas/${answer.name}` };
  }
  if (!graphql)
    throw new Error(`An answer names the GraphQL type ${(answer as AnswerClass).name}: pass the GraphQL schema`);
  return graphqlTypeSchema(graphql, (answer as AnswerClass).name, components);
}

function successResponse(
  route: RestRoute,
  components: Record<string, JsonSchema>,
  graphql: GraphQLSchema | undefined,
): [string, Record<string, unknown>] {
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
  if (status === '204') return [status, { description: 'Done: nothing to answer' }];
  const schema = route.answer ? answerSchema(route.answer, components, graphql) : (route.response ?? {});
  const media: Record<string, unknown> = { schema };
  if (route.example !== undefined) media.example = route.example;
  return [status, { description: status === '201' ? 'Created' : 'OK', content: { 'application/json': media } }];
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

function operationOf(
  route: RestRoute,
  schemas: Record<string, JsonSchema>,
  graphql: GraphQLSchema | undefined,
): OpenApiOperation {
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
  // Public operations work with or without a session (the answer may say more to a member).
  operation.security = access === 'public' ? [{}, { sessionCookie: [] }] : [{ sessionCookie: [] }];
  const [status, success] = successResponse(route, schemas, graphql);
  operation.responses[status] = success;
  for (const code of errorStatusesOf(route))
    operation.responses[code] = { $ref: `#/components/responses/Error${code}` };
  return operation;
}

/** This document, as far as a client reads it; the OpenAPI 3.1 specification has the rest. */
const DOCUMENT_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['openapi', 'info', 'paths', 'components'],
  properties: {
    openapi: { type: 'string' },
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: { title: { type: 'string' }, version: { type: 'string' } },
    },
    paths: { type: 'object', additionalProperties: { type: 'object' } },
    components: { type: 'object' },
  },
};

/** The reference's own two paths (served by server.ts, outside the route table). */
function referenceOperations(): Record<string, Record<string, OpenApiOperation>> {
  const base = {
    tags: ['Reference'],
    'x-access': 'public' as const,
    description: ACCESS_TEXT.public,
    security: [{}],
  };
  return {
    '/api/openapi.json': {
      get: {
        ...base,
        operationId: 'getOpenapiJson',
        summary: 'This OpenAPI 3.1 document',
        responses: { '200': { description: 'OK', content: { 'application/json': { schema: DOCUMENT_SCHEMA } } } },
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
export function buildOpenApiDocument(
  routes: RestRoute[],
  extraPaths: Record<string, object> = {},
  graphql?: GraphQLSchema,
): OpenApiDocument {
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
    paths[path][route.method] ??= operationOf(route, schemas, graphql);
  }
  Object.assign(paths, referenceOperations());
  // Paths served outside the table (written by their domain) are public unless they say otherwise.
  for (const [path, item] of Object.entries(extraPaths as Record<string, Record<string, OpenApiOperation>>)) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([method, operation]) => [method, { security: [{}], ...operation }]),
    );
  }
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
  const tagDescriptions = new Map<string, string>([
    ['Reference', 'This reference: the OpenAPI document and its HTML page.'],
  ]);
  for (const route of routes)
    if (route.tag && route.tagDescription) tagDescriptions.set(route.tag, route.tagDescription);
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
    tags: tags.map((name) => ({ name, description: tagDescriptions.get(name) ?? `${name} operations.` })),
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
export function openApiDocument(
  routes: RestRoute[],
  extraPaths: Record<string, object> = {},
  graphql?: GraphQLSchema,
): OpenApiDocument {
  let document = documents.get(routes);
  if (!document) documents.set(routes, (document = buildOpenApiDocument(routes, extraPaths, graphql)));
  return document;
}
