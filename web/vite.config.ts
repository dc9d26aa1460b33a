import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MAP_PATHS } from './src/features/map/mapPaths';
import { PLAIN_MESSAGE } from './src/i18n/catalogue';

const apiTarget = 'http://127.0.0.1:3000';
/** Packages only the GraphQL explorer (/graphiql) uses: GraphiQL, its Monaco editor, the Prettier it formats with. */
const EXPLORER_ONLY =
  /node_modules[\\/](graphiql|@graphiql|monaco-editor|monaco-graphql|graphql-language-service|prettier)[\\/]/;
const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The map's first-paint script (features/map/mapFirstPaint.ts) as a bundle of its own, built apart from the
 * app so that it shares no chunk with it (a few KB, no React, no Apollo); answers its file name.
 */
async function buildFirstPaint(outDir: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: { mapFirstPaint: path.join(webRoot, 'src', 'features', 'map', 'mapFirstPaint.ts') },
        output: { entryFileNames: 'assets/[name]-[hash].js' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) => ('output' in one ? one.output : []));
  const entry = outputs.find((output) => output.type === 'chunk' && output.isEntry);
  if (!entry || outputs.some((output) => output.type === 'chunk' && !output.isEntry))
    throw new Error('map-path-preloads: the first-paint script did not build as one file');
  return entry.fileName;
}

/**
 * The map paths get their own copy of index.html (`dist/pages.json` tells the API which paths get map.html).
 * It starts with the first-paint script, which asks for the first markers and paints them before the app
 * has loaded (features/map/mapFirstPaint.ts); the app's own scripts come at low priority, after it and its
 * query. It preloads the map page's chunks and the coarse outlines it starts with: the browser fetches them
 * beside the entry instead of after evaluating it (bench/mobile-speed.ts). MapLibre is not among them: the
 * page imports it lazily, after its preview has painted (features/map/MapPreview.tsx).
 */
function mapPathPreloads(): Plugin {
  const mapPage = /[\\/]features[\\/]map[\\/]MapPage\.tsx$/;
  const firstOutlines = /^assets\/(land|countries)-110m-[\w-]+\.json$/;
  return {
    name: 'map-path-preloads',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(webRoot, 'dist');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'main');
      const page = chunks.find((chunk) => chunk.facadeModuleId && mapPage.test(chunk.facadeModuleId));
      if (!entry || !page) throw new Error('map-path-preloads: no main entry or map page chunk in the build');
      const closure = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        const chunk = bundle[start];
        if (chunk?.type === 'chunk') for (const imported of chunk.imports) closure(imported, into);
        return into;
      };
      const loadedByEntry = closure(entry.fileName);
      const scripts = [...closure(page.fileName)].filter((file) => !loadedByEntry.has(file));
      const outlines = Object.keys(bundle).filter((file) => firstOutlines.test(file));
      const links = [
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
        ...outlines.map((file) => `<link rel="preload" as="fetch" crossorigin fetchpriority="low" href="/${file}">`),
      ].join('\n    ');
      const firstPaint = await buildFirstPaint(outDir);
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const entryScript = '<script type="module" crossorigin src=';
      if (!html.includes('</head>') || !html.includes(entryScript))
        throw new Error('map-path-preloads: index.html has no </head> or no entry script');
      const mapHtml = html
        // The entry and its chunks at low priority: the first-paint script and its query go first.
        .replaceAll(
          '<link rel="modulepreload" crossorigin href=',
          '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
        )
        .replace(
          entryScript,
          `<script type="module" crossorigin src="/${firstPaint}"></script>\n    ` +
            '<script type="module" crossorigin fetchpriority="low" src=',
        )
        .replace('</head>', `  ${links}\n  </head>`);
      writeFileSync(path.join(outDir, 'map.html'), mapHtml);
      // The API serves a listed path from its own HTML file and every other page from index.html.
      const pages = Object.fromEntries(MAP_PATHS.map((mapPath) => [mapPath, 'map.html']));
      writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
    },
  };
}

/**
 * In the build each catalogue (`<domain>/messages/<language>.ts`) becomes its messages already parsed (ICU
 * syntax trees, as JSON), so the app ships FormatJS's formatter without its parser; development and tests
 * parse the same texts at run time.
 */
function precompiledCatalogues(): Plugin {
  const catalogue = /[\\/]messages[\\/]([\w-]+)\.ts$/;
  return {
    name: 'precompiled-catalogues',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async transform(_code, id) {
      const language = catalogue.exec(id)?.[1];
      if (!language) return null;
      const [{ tsImport }, { parse }] = await Promise.all([
        import('tsx/esm/api'),
        import('@formatjs/icu-messageformat-parser'),
      ]);
      // Through tsx, as the catalogues and core are TypeScript with extensionless imports.
      const load = async <T>(file: string) => (await tsImport(pathToFileURL(file).href, import.meta.url)) as T;
      const { INTL_LOCALES, isLanguage } = await load<typeof import('./src/i18n/languages')>(
        path.join(webRoot, 'src', 'i18n', 'languages.ts'),
      );
      if (!isLanguage(language)) return null;
      const module = await load<{ default: Record<string, string> }>(id);
      const locale = new Intl.Locale(INTL_LOCALES[language]);
      // A message that is only text stays text: the app shows it as it is, with no formatter.
      const parsed = Object.fromEntries(
        Object.entries(module.default).map(([key, message]) => [
          key,
          PLAIN_MESSAGE.test(message) ? message : parse(message, { locale }),
        ]),
      );
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`, map: null };
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    precompiledCatalogues(),
    react(),
    mapPathPreloads(),
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
          includeDependenciesRecursively: false,
          // (Not the worker's `?url` module, a string the map page needs before the library: in this group it
          // would make the page import the whole library.)
          groups: [{ name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/][^?]*$/ }],
        },
        // The explorer's lazy chunks (Monaco languages, Prettier parsers) get a prefix the service worker skips.
        // (A codeSplitting group for Monaco breaks its module init order.)
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => EXPLORER_ONLY.test(id))
            ? 'assets/graphiql-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
