/** Business constants and limits shared by the server and the web app. */

/** Ids are PostgreSQL integers: a number past this names nothing. */
export const DATABASE_ID_MAX = 2_147_483_647;
export const isDatabaseId = (value: number): boolean =>
  Number.isInteger(value) && value > 0 && value <= DATABASE_ID_MAX;

export const LATITUDE_RANGE = { min: -90, max: 90 } as const;
export const LONGITUDE_RANGE = { min: -180, max: 180 } as const;

export const SEARCH_RADIUS_METERS = { min: 1000, max: 50000, step: 1000, mapDefault: 5000 } as const;

/** The most items a screen gathers from one list, page after page (every altar within a radius, every pilgrimage). */
export const MAX_LIST_ITEMS = 2000;
export const DEFAULT_ALTAR_LIST_SIZE = 200;
/**
 * The largest page of altars: asking for more answers this many; the next page is asked
 * with `after`, the cursor of the last altar received (altarCursorOf).
 */
export const ALTAR_PAGE_MAX = 200;

export const EARTH_RADIUS_METERS = 6371000;
export const CHECKPOINT_RADIUS_METERS = 160.9344;
export const METERS_PER_MILE = 1609.344;

export const DEFAULT_MAP_VIEW = { latitude: 39.83, longitude: -98.58, zoom: 4 } as const;

/**
 * How far a time recorded on the device (a GPS fix, the beginning of a journey begun offline) may lag
 * (a device offline that long, within the idempotency retention) or lead the server's clock (an
 * unsynchronized phone).
 */
export const DEVICE_TIME_LIMITS = { maxAgeDays: 30, maxAheadMs: 5 * 60 * 1000 } as const;
