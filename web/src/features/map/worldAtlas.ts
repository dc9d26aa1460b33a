import countries110Url from 'world-atlas/countries-110m.json?url';
import land110Url from 'world-atlas/land-110m.json?url';
import countries50Url from 'world-atlas/countries-50m.json?url';
import land50Url from 'world-atlas/land-50m.json?url';

/**
 * The world-atlas files behind the offline basemap, as same-origin static assets (no third-party
 * tiles) fetched only by map pages, so they stay out of every JavaScript chunk and are cached by the
 * browser. 110m (160 KB) is coarse but quick to fetch and convert: the map home starts with it and
 * swaps in 50m (1.3 MB) once its first markers are on screen. This module holds only URLs and
 * fetches, so the app's entry can start the download before the map code arrives.
 */
export type AtlasDetail = '110m' | '50m';

export interface AtlasFiles {
  land: unknown;
  countries: unknown;
}

const URLS: Record<AtlasDetail, { land: string; countries: string }> = {
  '110m': { land: land110Url, countries: countries110Url },
  '50m': { land: land50Url, countries: countries50Url },
};

async function fetchJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.json();
}

const pending = new Map<AtlasDetail, Promise<AtlasFiles>>();

/** Both files of one detail level; one download per page load, tried again after a failure. */
export function fetchAtlas(detail: AtlasDetail, signal?: AbortSignal): Promise<AtlasFiles> {
  if (signal) {
    // An abortable caller (the altar picker) gets its own request.
    const urls = URLS[detail];
    return Promise.all([fetchJson(urls.land, signal), fetchJson(urls.countries, signal)]).then(([land, countries]) => ({
      land,
      countries,
    }));
  }
  let files = pending.get(detail);
  if (!files) {
    const urls = URLS[detail];
    files = Promise.all([fetchJson(urls.land), fetchJson(urls.countries)]).then(([land, countries]) => ({
      land,
      countries,
    }));
    files.catch(() => pending.delete(detail));
    pending.set(detail, files);
  }
  return files;
}
