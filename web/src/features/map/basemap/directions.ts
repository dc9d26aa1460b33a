import type { LatLng } from '@sacred/core/geo';

/**
 * "Directions" hands the point to the device's maps app (a `geo:` URI, RFC 5870, with the name as the
 * label Android shows), and the web fallback opens a walking route to it on openstreetmap.org.
 */
export function directionsLinks(place: LatLng & { name: string }): { app: string; web: string } {
  const point = `${place.latitude.toFixed(6)},${place.longitude.toFixed(6)}`;
  return {
    app: `geo:${point}?q=${point}(${encodeURIComponent(place.name)})`,
    web: `https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=${encodeURIComponent(`;${point}`)}`,
  };
}
