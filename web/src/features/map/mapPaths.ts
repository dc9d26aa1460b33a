/** The paths that open the map home whoever is looking (members' / is decided later, by `me`). */
export const MAP_PATHS: readonly string[] = ['/guest', '/guest/map', '/map'];

export function isMapPath(pathname: string): boolean {
  return MAP_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
