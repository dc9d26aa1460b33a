import type { DownloadedAltar } from './offlineApi';

/**
 * The map's viewport query answered from the downloaded area when offline: the altars inside the
 * box, as the server's altarViewport would list them at a high zoom (no clusters).
 */
export interface ViewportVariables {
  bbox?: { west: number; south: number; east: number; north: number };
  zoom?: number;
}

export function viewportFromDownload(altars: DownloadedAltar[], variables: ViewportVariables) {
  const box = variables.bbox;
  const inside = (altar: DownloadedAltar) => {
    if (!box) return true;
    const inLat = altar.latitude >= box.south && altar.latitude <= box.north;
    const inLng =
      box.west <= box.east
        ? altar.longitude >= box.west && altar.longitude <= box.east
        : altar.longitude >= box.west || altar.longitude <= box.east;
    return inLat && inLng;
  };
  const shown = altars.filter(inside).slice(0, 2000);
  return {
    altarViewport: {
      __typename: 'AltarViewport',
      gridZoom: Math.max(0, Math.floor(variables.zoom ?? 0)),
      total: shown.length,
      clusters: [],
      altars: shown.map((altar) => ({
        __typename: 'MapAltar',
        id: altar.id,
        name: altar.name,
        latitude: altar.latitude,
        longitude: altar.longitude,
        altarType: altar.altarType,
        isEcoFriendly: altar.isEcoFriendly,
        photoCount: altar.photos.length,
        visitCount: altar.visitCount,
        likes: altar.likes,
        recentActivity: altar.recentActivity,
      })),
    },
  };
}
