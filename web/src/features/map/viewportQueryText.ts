import viewportSource from './mapViewport.graphql?raw';

/**
 * A query's text with `__typename` last in every selection but the operation's own, as Apollo sends it:
 * the answer the app keeps for offline use (offlineQueries.ts) then has the shape Apollo's own answer has.
 * For one operation without braces in its arguments (no input objects written inline), as ours are.
 */
export function withTypenames(source: string): string {
  const parts = source.split('}');
  // parts.length - 1 closing braces: every one but the operation's (the last) closes a field's selection.
  return parts.map((part, index) => (index < parts.length - 2 ? `${part} __typename ` : part)).join('}');
}

/** The map's viewport query (mapViewport.graphql) as text, for the first-paint script's plain fetch. */
export const VIEWPORT_QUERY_TEXT = withTypenames(viewportSource);
