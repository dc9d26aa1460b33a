import { idb, hasIndexedDb } from './idb';

/**
 * Offline answers for GraphQL queries. Apollo's HttpLink uses `offlineAwareFetch`: every successful
 * query answer is kept in IndexedDB under its operation name + variables, and when the network
 * fails the kept answer is served instead. So any page visited online opens offline, and the
 * Offline tab's downloads "visit" the area's altar pages in advance (useOfflineDownloads.ts).
 * The map's viewport query has ever-changing boxes: offline it is answered from the downloaded
 * area's altars (viewportFromDownload). Sign-out clears the kept answers.
 */

interface GraphqlBody {
  operationName?: string | null;
  variables?: Record<string, unknown>;
  query?: string;
}

/** A stable key: the same variables in any key order give the same key. */
export function queryKey(operationName: string, variables: unknown): string {
  const stable = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stable);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as Record<string, unknown>)
          .sort()
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  return `${operationName}:${JSON.stringify(stable(variables ?? {}))}`;
}

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** The operation's kind, read from the named operation in the document. */
export function operationKind(body: GraphqlBody): OperationKind {
  const name = body.operationName;
  const source = body.query ?? '';
  const named = name ? new RegExp(`\\b(query|mutation|subscription)\\s+${name}\\b`).exec(source) : null;
  const kind = named?.[1] ?? /^\s*(query|mutation|subscription)\b/.exec(source)?.[1] ?? 'query';
  return kind as OperationKind;
}

const CLEARING_MUTATIONS = /^(Logout|SignOut|DeleteAccount)$/;

/** Answers built offline, for tests and for the map fallback. */
export type OfflineResolver = (body: GraphqlBody) => Promise<unknown>;
const resolvers = new Map<string, OfflineResolver>();

/** Lets a feature answer one operation offline when no exact answer was kept (the map viewport). */
export function registerOfflineResolver(operationName: string, resolver: OfflineResolver): void {
  resolvers.set(operationName, resolver);
}

const jsonResponse = (data: unknown) =>
  new Response(JSON.stringify({ data }), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-sacred-offline': '1' },
  });

async function readBody(init: RequestInit | undefined): Promise<GraphqlBody | undefined> {
  if (typeof init?.body !== 'string') return undefined;
  try {
    return JSON.parse(init.body) as GraphqlBody;
  } catch {
    return undefined;
  }
}

export async function keptAnswer(body: GraphqlBody): Promise<unknown> {
  if (!body.operationName || !hasIndexedDb()) return undefined;
  const kept = await idb.get<{ data: unknown }>('queries', queryKey(body.operationName, body.variables));
  if (kept) return kept.data;
  const resolver = resolvers.get(body.operationName);
  return resolver ? resolver(body) : undefined;
}

export async function keepAnswer(body: GraphqlBody, data: unknown): Promise<void> {
  if (!body.operationName || !hasIndexedDb()) return;
  await idb.put('queries', { data, savedAt: Date.now() }, queryKey(body.operationName, body.variables));
}

export async function forgetAnswers(): Promise<void> {
  if (!hasIndexedDb()) return;
  await idb.clear('queries');
  await idb.clear('downloads');
}

/** The fetch Apollo's HttpLink uses. */
export async function offlineAwareFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = await readBody(init);
  const kind = body ? operationKind(body) : 'mutation';
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (body && kind === 'query') {
      const data = await keptAnswer(body).catch(() => undefined);
      if (data !== undefined) return jsonResponse(data);
    }
    throw error;
  }
  if (body && response.ok) {
    if (kind === 'query') {
      void response
        .clone()
        .json()
        .then((json: { data?: unknown; errors?: unknown[] }) =>
          json.data && !json.errors?.length ? keepAnswer(body, json.data) : undefined,
        )
        .catch(() => undefined);
    } else if (body.operationName && CLEARING_MUTATIONS.test(body.operationName)) {
      await forgetAnswers().catch(() => undefined);
    }
  }
  return response;
}
