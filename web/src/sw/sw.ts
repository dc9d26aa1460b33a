/// <reference lib="webworker" />
/**
 * The service worker (/sw.js, scope /), built by vite-plugin-pwa (injectManifest):
 * - precaches the app shell and every built asset, lazy chunks and the map's world-atlas JSON included;
 * - answers navigations with the precached index.html (the SPA routes itself), except server paths, and the
 *   map paths with map.html (its first-paint script included);
 * - keeps photos (/media/*) in a runtime cache, so downloaded altars show their photos offline;
 * - serves offline packs' basemap tiles, glyphs, sprites and styles (features/offline/tilePacks.ts)
 *   from their own cache when the network fails: network first, so online maps stay current;
 * - shows web push messages and opens (or focuses) their URL when clicked.
 * GraphQL and REST answers are not cached here: the page keeps those in IndexedDB (features/offline).
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { isMapPath } from '../features/map/mapPaths';
import { mayComeFromPack, TILE_PACK_CACHE } from '../features/offline/tileCache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The map paths open with map.html, as the server serves them (web/vite.config.ts): its first-paint script
// paints the first markers before the app has loaded, and leaves them to the app when offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isMapPath(url.pathname),
  createHandlerBoundToURL('/map.html'),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/graphql/, /^\/media\//, /^\/healthz/, /^\/graphiql/],
  }),
);

export const MEDIA_CACHE = 'sacred-media';
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/media/') && request.method === 'GET',
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1500, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && mayComeFromPack(url, self.location.origin),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      // Offline: the downloaded pack, if it holds this URL; else the map draws what it has.
      const kept = await caches.open(TILE_PACK_CACHE).then((cache) => cache.match(request.url));
      if (kept) return kept;
      throw error;
    }
  },
);

interface PushMessage {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let message: PushMessage;
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    message = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'Sacred Spaces', {
      body: message.body ?? '',
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: string } | null)?.url ?? '/';
  // Only same-origin paths: a push payload never sends the member elsewhere.
  const target = new URL(wanted, self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        if (open.url !== url) await open.navigate(url).catch(() => undefined);
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
