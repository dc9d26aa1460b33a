import type { ApolloClient } from '@apollo/client';
import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import { MapViewportDocument } from '../../gql/graphql';
import type { AltarFilterInput, MapViewportQuery } from '../../gql/graphql';
import { theme } from '../../theme/theme';
import { sameView, viewAround } from './viewport';
import type { ViewRequest } from './viewport';
import { fetchAtlas } from './worldAtlas';

/**
 * The map home's critical path, started by the app's entry before React renders: on a map route the
 * map chunks, the first (coarse) world outlines and the first viewport answer download side by side,
 * instead of one after the other as each piece of the page appears (bench/mobile-speed.ts). Only URLs,
 * one query and a little arithmetic live here: the landing route's JavaScript does not grow.
 */

export type ViewportAnswer = MapViewportQuery['altarViewport'];

/** The paths that open the map home whoever is looking (members' / is decided later, by `me`). */
const MAP_PATHS: readonly string[] = ['/guest', '/guest/map', '/map'];

/** The map's first view: the default centre and zoom on the map's box (the screen above the bottom bar). */
export function initialMapView(): ViewRequest {
  const height = window.innerHeight - Number.parseFloat(theme.layout.bottomNavHeight);
  return viewAround(DEFAULT_MAP_VIEW, DEFAULT_MAP_VIEW.zoom, window.innerWidth, Math.max(1, height));
}

/** The viewport query (answers skip Apollo's cache: boxes rarely repeat). */
export async function queryViewport(
  client: ApolloClient,
  view: ViewRequest,
  filter: AltarFilterInput,
  signal?: AbortSignal,
): Promise<ViewportAnswer | undefined> {
  const { data } = await client.query({
    query: MapViewportDocument,
    variables: { bbox: view.box, zoom: view.zoom, filter },
    fetchPolicy: 'no-cache',
    ...(signal ? { context: { fetchOptions: { signal } } } : {}),
  });
  return data?.altarViewport;
}

let prefetched: { view: ViewRequest; filter: string; answer: Promise<ViewportAnswer | undefined> } | null = null;

/** Starts what the map home needs first when the page opens on a map path. */
export function preloadMapRoute(client: ApolloClient, pathname: string, loadMapPage: () => Promise<unknown>): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!MAP_PATHS.includes(path)) return;
  void loadMapPage().catch(() => undefined);
  void fetchAtlas('110m').catch(() => undefined);
  const view = initialMapView();
  const filter: AltarFilterInput = {};
  const answer = queryViewport(client, view, filter);
  // The map asks again (and reports the failure) if this answer does not come.
  answer.catch(() => undefined);
  prefetched = { view, filter: JSON.stringify(filter), answer };
}

/** The prefetched answer when the map asks for the same view and filter first; handed out once. */
export function takePrefetchedViewport(
  view: ViewRequest,
  filter: AltarFilterInput,
): Promise<ViewportAnswer | undefined> | undefined {
  const hit = prefetched;
  prefetched = null;
  if (!hit || !sameView(hit.view, view) || hit.filter !== JSON.stringify(filter)) return undefined;
  return hit.answer;
}
