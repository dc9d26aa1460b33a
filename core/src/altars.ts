import * as yup from 'yup';
import { MAX_PAGE_SIZE } from './limits';

export const altarListQuerySchema = yup.object({
  limit: yup
    .number()
    .typeError('limit must be a number')
    .integer('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
});
export type AltarListQuery = yup.InferType<typeof altarListQuerySchema>;

/** Ids in paths and queries are positive integers; anything else names nothing. */
export function parseId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}
