import { DATABASE_ID_MAX } from './limits';

export const ALTAR_CURSOR_MESSAGE = 'after must be the cursor of the last altar of the previous page';

/**
 * Keyset cursors: a list (newest first) continues below the last id; a nearest-first answer after the
 * last (distance, id). The cursor of an altar is its id, or `distanceMeters:id` in a nearest-first answer.
 */
export function altarCursorOf(altar: { id: number; distanceMeters?: number }): string {
  return altar.distanceMeters === undefined ? String(altar.id) : `${altar.distanceMeters}:${altar.id}`;
}

export function parseAltarCursor(cursor: string): { id: number; distanceMeters?: number } | undefined {
  const match = /^(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?):)?([1-9]\d{0,9})$/i.exec(cursor.trim());
  if (!match) return undefined;
  const id = Number(match[2]);
  if (id > DATABASE_ID_MAX) return undefined;
  if (match[1] === undefined) return { id };
  const distanceMeters = Number(match[1]);
  return Number.isFinite(distanceMeters) ? { id, distanceMeters } : undefined;
}
