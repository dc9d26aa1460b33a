import * as yup from 'yup';
import { MAX_PAGE_SIZE } from './limits';

/** A page size: a whole number from 1 to MAX_PAGE_SIZE. */
export const pageLimit = () =>
  yup
    .number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError('${path} must be a number')
    .integer('${path} must be a whole number')
    .min(1, '${path} must be at least 1')
    .max(MAX_PAGE_SIZE, `\${path} must be at most ${MAX_PAGE_SIZE}`)
    .optional();

export const altarListQuerySchema = yup.object({ limit: pageLimit() });
export type AltarListQuery = yup.InferType<typeof altarListQuerySchema>;

/** Ids in paths and queries are positive integers; anything else names nothing. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}
