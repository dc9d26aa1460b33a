import { PATH_GRAPH_FORMAT, PATH_GRAPH_MESSAGES } from '@sacred/core/pathGraph';
import type { Bounds } from '@sacred/core/routing';
import { HttpError, request } from '../../app/http';
import { hasIndexedDb, idb } from './idb';

/**
 * The walkable graph of each offline pack (a pilgrimage's corridor, the area), kept in the device
 * database beside the pack's listing (`downloads`): the list under PATH_GRAPHS_KEY says which pack covers
 * which boxes, and each graph's bytes (core/pathGraph's format) sit under `path-graph-<pack id>`. The
 * device's router (deviceRouterWorker.ts) reads them there.
 */

export const PATH_GRAPHS_KEY = 'path-graphs';
export const pathGraphKey = (packId: string) => `path-graph-${packId}`;

export interface PathGraphRecord {
  packId: string;
  boxes: Bounds[];
  edgeCount: number;
  byteLength: number;
  createdAt: number;
}

interface PathGraphAnswer {
  format: string;
  edgeCount: number;
  byteLength: number;
  graph: string;
}

function bytesOfBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export async function pathGraphRecords(): Promise<PathGraphRecord[]> {
  if (!hasIndexedDb()) return [];
  return (await idb.get<PathGraphRecord[]>('downloads', PATH_GRAPHS_KEY)) ?? [];
}

/**
 * Downloads the paths of the boxes for a pack and keeps them in place of the pack's earlier graph. Ground
 * with more paths than a pack may hold (the server's 400) goes without: null, and the rest of the pack
 * downloads as before.
 */
export async function downloadPathGraph(packId: string, boxes: Bounds[]): Promise<PathGraphRecord | null> {
  try {
    return await keepPathGraph(packId, boxes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return null;
    throw error;
  }
}

async function keepPathGraph(packId: string, boxes: Bounds[]): Promise<PathGraphRecord> {
  const answer = await request<PathGraphAnswer>('POST', '/api/path-graph', { boxes });
  if (answer.format !== PATH_GRAPH_FORMAT) throw new Error(PATH_GRAPH_MESSAGES.unreadable);
  const bytes = bytesOfBase64(answer.graph);
  const record: PathGraphRecord = {
    packId,
    boxes,
    edgeCount: answer.edgeCount,
    byteLength: bytes.length,
    createdAt: Date.now(),
  };
  if (!hasIndexedDb()) return record;
  await idb.put('downloads', bytes, pathGraphKey(packId));
  const others = (await pathGraphRecords()).filter((kept) => kept.packId !== packId);
  await idb.put('downloads', [...others, record], PATH_GRAPHS_KEY);
  return record;
}

export async function deletePathGraph(packId: string): Promise<void> {
  if (!hasIndexedDb()) return;
  const records = await pathGraphRecords();
  await idb.put(
    'downloads',
    records.filter((kept) => kept.packId !== packId),
    PATH_GRAPHS_KEY,
  );
  await idb.delete('downloads', pathGraphKey(packId));
}
