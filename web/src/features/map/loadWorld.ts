import { fetchAtlas } from './worldAtlas';
import type { AtlasDetail } from './worldAtlas';
import { toWorldGeometry } from './worldGeometry';
import type { WorldGeometry } from './worldGeometry';

/** Land and country borders for the offline basemap, at 50m unless told otherwise (see worldAtlas.ts). */
export async function loadWorldGeometry(signal?: AbortSignal, detail: AtlasDetail = '50m'): Promise<WorldGeometry> {
  const { land, countries } = await fetchAtlas(detail, signal);
  return toWorldGeometry(land, countries);
}
