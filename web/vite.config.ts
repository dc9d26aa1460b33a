import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = 'http://127.0.0.1:3000';
/** Packages only the GraphQL explorer (/graphiql) uses: GraphiQL, its Monaco editor, the Prettier it formats with. */
const EXPLORER_ONLY =
  /node_modules[\\/](graphiql|@graphiql|monaco-editor|monaco-graphql|graphql-language-service|prettier)[\\/]/;
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * luma.gl imports its WebGL device class dynamically, which the build turns into a one-line chunk
 * re-exporting it from the map chunk that already holds it: one more round trip (0.2-0.7 s on a
 * throttled phone) before deck.gl can draw the first markers. A static import removes it.
 */
function lumaStaticWebglDevice(): Plugin {
  const adapter = /@luma\.gl[\\/]webgl[\\/]dist[\\/]adapter[\\/]webgl-adapter\.js$/;
  const dynamicImport = 'await import("./webgl-device.js")';
  return {
    name: 'luma-static-webgl-device',
    transform(code, id) {
      if (!adapter.test(id)) return null;
      if (!code.includes(dynamicImport)) throw new Error(`luma.gl changed: no ${dynamicImport} in ${id}`);
      return {
        code: `import * as staticWebglDevice from "./webgl-device.js";\n${code.replaceAll(dynamicImport, 'staticWebglDevice')}`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    lumaStaticWebglDevice(),
    // The installable app: manifest + service worker at /sw.js (source web/src/sw/sw.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'autoUpdate',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/',
        name: 'Sacred Spaces',
        short_name: 'Sacred Spaces',
        description: 'Discover Beautiful Spaces in Nature',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        // web/src/theme/theme.ts: forest900 and night.
        theme_color: '#0c1a12',
        background_color: '#07110b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The whole shell, lazy chunks (MapLibre and its .mjs worker, without which the map never loads
        // offline) and the world-atlas JSON the map draws offline.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,json,woff2}'],
        // The GraphQL explorer (/graphiql, with Monaco) is for integrators online, not part of the app.
        globIgnores: ['graphiql.html', 'assets/graphiql-*', 'assets/monaco-*', 'assets/*.worker-*'],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
      '/healthz': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // MapLibre (~1.1 MB) is one file by nature; only the map page loads it, lazily.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // The app, and the GraphQL explorer as its own page so its editor never weighs on the app.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // MapLibre is self-contained: its own cacheable chunk, loaded in parallel with the map page.
          // (Splitting deck.gl the same way breaks its module init order: "t is not a constructor".)
          includeDependenciesRecursively: false,
          groups: [{ name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/ }],
        },
        // The explorer's lazy chunks (Monaco languages, Prettier parsers) get a prefix the service worker skips.
        // (A codeSplitting group for Monaco breaks its module init order, as with deck.gl.)
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => EXPLORER_ONLY.test(id))
            ? 'assets/graphiql-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
