import { DIFFICULTIES, type Difficulty } from '@sacred/core/enums';
import type { PlannedRoute, RouteStop } from '@sacred/core/routing';
import { pathGraphRecords } from './pathGraphs';

/** A route asked of the device's router (deviceRouterWorker.ts). */
export interface DeviceRouteRequest {
  stops: RouteStop[];
  difficulty: Difficulty;
  /** Only read the kept graphs, so a later route need not. */
  warm?: boolean;
}

export type DeviceRoute = PlannedRoute & { attribution: string };

export type DeviceRouteReply = { id: number; route: DeviceRoute | null } | { id: number; error: string };

let worker: Worker | undefined;
let asked = 0;
const waiting = new Map<number, { resolve: (route: DeviceRoute | null) => void; reject: (error: Error) => void }>();

function routerWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./deviceRouterWorker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<DeviceRouteReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('route' in reply) pending.resolve(reply.route);
    else pending.reject(new Error(reply.error));
  };
  worker.onerror = () => {
    for (const pending of waiting.values()) pending.reject(new Error('The device router stopped'));
    waiting.clear();
    worker = undefined;
  };
  return worker;
}

/**
 * Routes start -> sites -> end on the device, over the path graphs the offline packs keep: what the
 * planner and "Route me back" use without a network. Where no pack covers the ground, the legs are
 * straight and flagged off the network, as the server answers where no network is imported.
 */
export async function routeOnDevice(
  stops: RouteStop[],
  difficultyChosen: string | null | undefined,
): Promise<DeviceRoute> {
  const difficulty = DIFFICULTIES.find((known) => known === difficultyChosen) ?? 'moderate';
  const route = await ask({ stops, difficulty });
  if (!route) throw new Error('The device router answered no route');
  return route;
}

/** Starts the device's router and has it read the kept graphs now, so "Route me back" answers sooner. */
export async function warmDeviceRouter(): Promise<void> {
  if ((await pathGraphRecords()).length === 0) return;
  await ask({ stops: [], difficulty: 'moderate', warm: true });
}

function ask(request: DeviceRouteRequest): Promise<DeviceRoute | null> {
  const id = ++asked;
  return new Promise<DeviceRoute | null>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    routerWorker().postMessage({ id, ...request } satisfies DeviceRouteRequest & { id: number });
  });
}
