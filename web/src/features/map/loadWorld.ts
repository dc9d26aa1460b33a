import countriesUrl from 'world-atlas/countries-50m.json?url';
import landUrl from 'world-atlas/land-50m.json?url';
import { toWorldGeometry } from './worldGeometry';
import type { WorldGeometry } from './worldGeometry';

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.json();
}

/**
 * The atlas files ship as same-origin static assets (no third-party tiles), fetched only by the map page
 * so they stay out of every JavaScript chunk and are cached by the browser.
 */
export async function loadWorldGeometry(signal?: AbortSignal): Promise<WorldGeometry> {
  const [land, countries] = await Promise.all([fetchJson(landUrl, signal), fetchJson(countriesUrl, signal)]);
  return toWorldGeometry(land, countries);
}
