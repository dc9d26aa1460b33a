/** The map page's module: the router renders it lazily, the entry starts it early on a map path. */
export const loadMapPage = () => import('../features/map/MapPage');
