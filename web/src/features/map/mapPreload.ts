import type { ApolloClient } from '@apollo/client';
import { MapViewportDocument } from '../../gql/graphql';
import type { AltarFilterInput } from '../../gql/graphql';
import { keepAnswer } from '../offline/offlineQueries';
import { takeEarlyViewport } from './earlyViewport';
import type { ViewportAnswer } from './earlyViewport';
import { initialMapView } from './firstView';
import { isMapPath } from './mapPaths';
import { sameView } from './viewport';
import type { ViewRequest } from './viewport';

/**
 * The map home's first viewport query, started by the app's entry before React renders, so that on a
 * map path the answer downloads beside the map chunks and outlines (app/earlyMapLoad.ts) instead of
 * after the map has loaded (bench/mobile-speed.ts). One query and a little arithmetic: the landing
 * route's JavaScript does not grow. On map.html the first-paint script (mapFirstPaint.ts) has asked already:
 * its answer is taken over instead of asking twice.
 */

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
export function preloadMapRoute(client: ApolloClient, pathname: string): void {
  if (!isMapPath(pathname)) return;
  // The chunks and the outlines were started by app/earlyMapLoad.ts.
  const view = initialMapView();
  const filter: AltarFilterInput = {};
  const early = takeEarlyViewport();
  const answer =
    early && sameView(early.view, view) && early.filter === JSON.stringify(filter)
      ? early.answer.then(
          (taken) => {
            // Kept for offline use, as Apollo's own answer would have been (offlineQueries.ts).
            const variables = { bbox: view.box, zoom: view.zoom, filter };
            void keepAnswer({ operationName: 'MapViewport', variables }, { altarViewport: taken }).catch(
              () => undefined,
            );
            return taken;
          },
          // Offline or failed: the app's own query, with its offline answers and its error reporting.
          () => queryViewport(client, view, filter),
        )
      : queryViewport(client, view, filter);
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
