import type { Knex } from 'knex';
import { JsonText } from '../platform/rest/json-text';

/**
 * Map answers written as JSON by PostgreSQL, character for character what `JSON.stringify` makes of the
 * objects the repository would otherwise build: Node neither parses the rows nor builds and stringifies
 * the objects, which cost several times the query itself (bench/README.md). Each expression
 * gives a `json` value whose text is the field's JSON as JavaScript writes it; `row_to_json` and
 * `string_agg` join them without spaces, as `JSON.stringify` does.
 */

/**
 * A numeric(10, 7) coordinate as JavaScript prints `Number(text)`: trailing zeros dropped (`39.74`,
 * `40`), and below 1e-6 the exponent form JavaScript switches to (`1e-7`, `-3e-7`; with 7 decimals
 * these are the only such values).
 */
export function jsonCoordinate(column: string): string {
  return `(CASE WHEN ${column} <> 0 AND abs(${column}) < 0.000001
      THEN (CASE WHEN ${column} < 0 THEN '-' ELSE '' END) || (abs(${column}) * 10000000)::int || 'e-7'
      ELSE trim_scale(${column})::text END)::json`;
}

/**
 * A float8 from 0 to 1e15 as JavaScript prints it: PostgreSQL's shortest round-trip digits are the same,
 * but it switches to the exponent form below 1e-4 (`1.5e-05`) where JavaScript waits until 1e-6
 * (`0.000015`), and writes the exponent with two digits (`e-07` for JavaScript's `e-7`).
 */
export function jsonFloat(expression: string): string {
  return `(CASE WHEN ${expression} = 0 OR abs(${expression}) >= 0.0001 THEN to_json(${expression}::float8)
      WHEN split_part(${expression}::float8::text, 'e', 2)::int >= -6
      THEN ((CASE WHEN ${expression} < 0 THEN '-' ELSE '' END) || '0.'
            || repeat('0', -split_part(${expression}::float8::text, 'e', 2)::int - 1)
            || replace(ltrim(split_part(${expression}::float8::text, 'e', 1), '-'), '.', ''))::json
      ELSE (split_part(${expression}::float8::text, 'e', 1) || 'e'
            || split_part(${expression}::float8::text, 'e', 2)::int)::json END)`;
}

/** A timestamptz as `Date.prototype.toJSON` writes it: UTC, milliseconds (truncated, as pg reads them). */
export function jsonTimestamp(column: string): string {
  return `to_json(to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
}

/** SQL giving a field's JSON value, with the values it binds in order. */
export type SqlJson = string | { sql: string; bindings: string[] };

/** A field's name and the SQL of its JSON value. */
export type JsonField = [field: string, json: SqlJson];

/**
 * The rows of `rows` as one JSON array of objects with `fields`, in `order`: the answer's text, as
 * `JSON.stringify` writes those objects.
 */
export async function selectJsonArray(
  db: Knex | Knex.Transaction,
  rows: Knex.QueryBuilder | Knex.Raw,
  fields: JsonField[],
  order: string,
): Promise<JsonText> {
  const columns = fields
    .map(([field, json]) => `${typeof json === 'string' ? json : json.sql} AS "${field}"`)
    .join(', ');
  const bindings = fields.flatMap(([, json]) => (typeof json === 'string' ? [] : json.bindings));
  const object = `(SELECT row_to_json(j) FROM (SELECT ${columns}) j)::text`;
  const result = await db.raw<{ rows: Array<{ answer: string }> }>(
    `SELECT coalesce('[' || string_agg(${object}, ',' ORDER BY ${order}) || ']', '[]') AS answer FROM (?) n`,
    [...bindings, rows],
  );
  return new JsonText(result.rows[0]?.answer ?? '[]');
}
