/**
 * Where GraphQL is served (HTTP and WebSocket), in a module of its own: the map's first-paint script
 * (features/map/mapFirstPaint.ts) asks it without loading Apollo.
 */
export const GRAPHQL_PATH = '/graphql';
