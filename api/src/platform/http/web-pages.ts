import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pages of the web build that have their own HTML (web/dist/pages.json, written by the build: the
 * map paths get a copy of index.html that preloads the map's code). Path -> file name in web/dist; empty
 * when the build lists none. Only plain file names inside web/dist are taken.
 */
export function ownPages(webDistDir: string): Map<string, string> {
  const listFile = path.join(webDistDir, 'pages.json');
  if (!existsSync(listFile)) return new Map();
  const listed = JSON.parse(readFileSync(listFile, 'utf8')) as unknown;
  if (typeof listed !== 'object' || listed === null) return new Map();
  const pages = new Map<string, string>();
  for (const [pagePath, file] of Object.entries(listed)) {
    if (typeof file === 'string' && /^[\w-]+\.html$/.test(file) && existsSync(path.join(webDistDir, file)))
      pages.set(pagePath, file);
  }
  return pages;
}
