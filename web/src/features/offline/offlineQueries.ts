import { dropAllAnswers, keepAnswerData, readAnswer } from './answerStore';
import { journeyAnswerOnDevice, noteJourneys } from './deviceJourneys';
import { hasIndexedDb, idb } from './idb';
import { downloadResolvers } from './offlineResolvers';
import { TILE_PACK_CACHE } from './tileCache';

/**
 * Offline answers for GraphQL queries. Apollo's HttpLink uses `offlineAwareFetch`: every successful
 * query answer is kept on the device under its operation name + variables (answerStore.ts, bounded,
 * least recently used evicted), and when the network fails the kept answer is served instead. So a
 * page visited online opens offline, and the Offline tab's downloads "visit" the area's altar pages
 * and the pilgrimages' pages in advance (useOfflineDownloads.ts). Questions whose variables are never
 * the same twice (the map's viewport box, the nearby radius around a moving member) are answered from
 * the downloads by resolvers (offlineResolvers.ts). Every answer served from the device is announced
 * (onDeviceAnswers), so pages can say "Offline - showing your downloads"; a request the app cancelled
 * itself is not the network failing and is never answered from the device. The live page's answers
 * carry the journeys as the device last saw them (deviceJourneys.ts). Sign-out clears the kept
 * answers and the downloads; the outbox stays.
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
  const variables = body.variables ?? {};
  const resolver = downloadResolvers[body.operationName];
  const kept =
    (await readAnswer(queryKey(body.operationName, variables))) ?? (resolver ? await resolver(variables) : undefined);
  return journeyAnswerOnDevice(body.operationName, variables, kept);
}

export async function keepAnswer(body: GraphqlBody, data: unknown): Promise<void> {
  if (!body.operationName || !hasIndexedDb()) return;
  await keepAnswerData(queryKey(body.operationName, body.variables), data);
}

export async function forgetAnswers(): Promise<void> {
  if (!hasIndexedDb()) return;
  await dropAllAnswers();
  await idb.clear('downloads');
  // The pack list went with the downloads: its tiles go too, or nothing could ever delete them.
  if (typeof caches !== 'undefined') await caches.delete(TILE_PACK_CACHE);
}

/** Whether the last GraphQL answer came from the device (true) or the network (false). */
let fromDevice = false;
const deviceListeners = new Set<() => void>();
function setFromDevice(value: boolean): void {
  if (fromDevice === value) return;
  fromDevice = value;
  deviceListeners.forEach((listener) => listener());
}
export const answersFromDevice = (): boolean => fromDevice;
// The network is back: what comes next comes from it.
if (typeof window !== 'undefined') window.addEventListener('online', () => setFromDevice(false));
export function onDeviceAnswers(listener: () => void): () => void {
  deviceListeners.add(listener);
  return () => deviceListeners.delete(listener);
}

/** Whether a failed fetch was cancelled by the app itself rather than lost to the network. */
export function cancelled(error: unknown, init: RequestInit | undefined): boolean {
  if (init?.signal?.aborted) return true;
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The fetch Apollo's HttpLink uses. */
export async function offlineAwareFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const body = await readBody(init);
  const kind = body ? operationKind(body) : 'mutation';
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    // A request the app cancelled (a newer question replaced it) says nothing about the network.
    if (cancelled(error, init)) throw error;
    if (body && kind === 'query') {
      const data = await keptAnswer(body).catch(() => undefined);
      if (data !== undefined) {
        setFromDevice(true);
        return jsonResponse(data);
      }
    }
    throw error;
  }
  setFromDevice(false);
  if (body && response.ok) {
    if (body.operationName && CLEARING_MUTATIONS.test(body.operationName)) {
      await forgetAnswers().catch(() => undefined);
    } else if (kind !== 'subscription') {
      void response
        .clone()
        .json()
        .then(async (json: { data?: unknown; errors?: unknown[] }) => {
          if (!json.data) return;
          await noteJourneys(body.operationName, json.data);
          if (kind === 'query' && !json.errors?.length) await keepAnswer(body, json.data);
        })
        .catch(() => undefined);
    }
  }
  return response;
}
