import { boxesMeet, decodePathGraph, mergePathGraphs } from '@sacred/core/pathGraph';
import { corridorBounds, planRoute, ROUTE_MESSAGES, type CorridorEdge } from '@sacred/core/routing';
import { idb } from './idb';
import { pathGraphKey, pathGraphRecords, type PathGraphRecord } from './pathGraphs';
import type { DeviceRouteReply, DeviceRouteRequest } from './deviceRouter';

/**
 * The device's router, off the page's thread: the same core router the server runs, over the graphs of
 * the offline packs whose boxes meet the route's corridor. A graph is read and decoded once, and again
 * when its pack is downloaded anew.
 */
const decoded = new Map<string, { createdAt: number; edges: CorridorEdge[] }>();

async function edgesOf(record: PathGraphRecord): Promise<CorridorEdge[]> {
  const kept = decoded.get(record.packId);
  if (kept && kept.createdAt === record.createdAt) return kept.edges;
  const bytes = await idb.get<Uint8Array>('downloads', pathGraphKey(record.packId));
  const edges = bytes ? decodePathGraph(new Uint8Array(bytes)) : [];
  decoded.set(record.packId, { createdAt: record.createdAt, edges });
  return edges;
}

/** Reads and decodes every kept graph ahead of the first route (the live page asks as it opens). */
async function warm(): Promise<null> {
  await Promise.all((await pathGraphRecords()).map(edgesOf));
  return null;
}

async function answer({ stops, difficulty }: DeviceRouteRequest) {
  const corridor = corridorBounds(stops);
  const records = (await pathGraphRecords()).filter((record) => boxesMeet(record.boxes, corridor));
  const graphs = await Promise.all(records.map(edgesOf));
  const edges = graphs.length === 0 ? [] : mergePathGraphs(graphs);
  return { ...planRoute(stops, edges, { difficulty }), attribution: ROUTE_MESSAGES.attribution };
}

/** The worker's own scope, as far as it is used here (the app's types are the window's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DeviceRouteRequest & { id: number }>) => void) | null;
  postMessage(reply: DeviceRouteReply): void;
};
scope.onmessage = (event) => {
  const { id } = event.data;
  (event.data.warm ? warm() : answer(event.data)).then(
    (route) => scope.postMessage({ id, route } satisfies DeviceRouteReply),
    (error: unknown) =>
      scope.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies DeviceRouteReply),
  );
};
