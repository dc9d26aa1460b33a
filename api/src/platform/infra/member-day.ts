import { FALLBACK_TIME_ZONE } from '@sacred/core/time-zone';

/**
 * SQL for the member's calendar: dates and day counts in the member's time zone (users.time_zone, UTC
 * while unknown). Arguments are SQL expressions written in code (a column, a subquery), never user input;
 * stored zones were checked against PostgreSQL's own list when saved.
 */

/** The zone of a member, given SQL for their id, or SQL for a users.time_zone column. */
export const zoneOfMember = (userIdSql: string): string =>
  `coalesce((SELECT time_zone FROM users WHERE id = ${userIdSql}), '${FALLBACK_TIME_ZONE}')`;
export const zoneColumn = (column: string): string => `coalesce(${column}, '${FALLBACK_TIME_ZONE}')`;

/** The local calendar date of a moment in a zone. */
export const localDate = (moment: string, zone: string): string => `(${moment} AT TIME ZONE ${zone})::date`;

/** Whole days from a moment to today on the zone's calendar: due after N days means at the start of day N. */
export const localDaysSince = (moment: string, zone: string): string =>
  `(${localDate('now()', zone)} - ${localDate(moment, zone)})`;
