import type { Knex } from 'knex';

/**
 * A secret the deployment generates once and keeps in the `app_keys` table: the first instance to
 * insert wins (INSERT ... ON CONFLICT DO NOTHING) and every instance reads the same row, so all of them
 * agree after any restart.
 */
export async function appSecret(knex: Knex, name: string, generate: () => string): Promise<string> {
  const stored = async () =>
    (await knex('app_keys').where({ name }).first<{ value: unknown } | undefined>('value'))?.value;
  let value = await stored();
  if (typeof value !== 'string') {
    await knex('app_keys')
      .insert({ name, value: JSON.stringify(generate()) })
      .onConflict('name')
      .ignore();
    value = await stored();
  }
  if (typeof value !== 'string' || value.length === 0) throw new Error(`app_keys does not hold the ${name}`);
  return value;
}
