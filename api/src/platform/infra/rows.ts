const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** snake_case row -> camelCase object, leaving out generated geography columns (binary, derived). */
export function camelizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'geog' || key.endsWith('_geog')) continue;
    result[camel(key)] = value;
  }
  return result;
}
