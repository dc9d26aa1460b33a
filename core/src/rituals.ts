import * as yup from 'yup';
import { haversineMeters, type LatLng } from './geo';
import { DATABASE_ID_MAX, LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';

export const RITUAL_DURATIONS = [3, 5, 10] as const;
export const DEFAULT_RITUAL_DURATION = 3;

export const RITUAL_MESSAGES = {
  completedTitle: 'Ritual Completed',
  completedBody: 'Your sacred moment has been recorded.',
  failed: 'Failed to record ritual. Please try again.',
  recording: 'Recording...',
  durationChoice: 'Duration must be 3, 5 or 10 minutes',
  notFinished: 'The ritual has not run its full time yet. End it early to record it as ended early.',
  fromAfarTitle: 'Ritual from afar',
  fromAfarBody: 'Recorded as a ritual from afar: a ritual counts as a visit only within about 150 m of the altar.',
  endedEarlyBody: 'Recorded as ended early.',
  bothCoordinates: 'Send both latitude and longitude, or neither',
} as const;

/** A ritual counts as a visit only when the member's known position is within this distance of the altar. */
export const RITUAL_VISIT_RADIUS_METERS = 150;
/** The timer's last second may land a moment before the full duration on a busy device. */
export const RITUAL_GRACE_SECONDS = 2;

/** A visit needs a known position within about 150 m of the altar; anything else is a ritual from afar. */
export function ritualIsVisit(position: LatLng | null, altar: LatLng): boolean {
  return position !== null && haversineMeters(position, altar) <= RITUAL_VISIT_RADIUS_METERS;
}

/** Whether the time spent completes the chosen duration. */
export const ritualRanFullTime = (durationMinutes: number, secondsSpent: number): boolean =>
  secondsSpent >= durationMinutes * 60 - RITUAL_GRACE_SECONDS;

/** Days within which a ritual or review counts as an altar's recent activity. */
export const RECENT_ACTIVITY_DAYS = 7;

export const ritualSchema = yup
  .object({
    altarId: yup
      .number()
      .typeError('altarId must be a number')
      .integer('altarId must be a whole number')
      .positive('altarId must be positive')
      .max(DATABASE_ID_MAX, 'altarId is not a known id')
      .required('altarId is required'),
    intention: yup.string().trim().max(500, 'At most 500 characters').nullable().optional(),
    duration: yup
      .number()
      .typeError(RITUAL_MESSAGES.durationChoice)
      .oneOf([...RITUAL_DURATIONS], RITUAL_MESSAGES.durationChoice)
      .default(DEFAULT_RITUAL_DURATION),
    /** Seconds the timer ran, when the client reports it: a completion claims the full duration; shorter is only an early end. */
    secondsSpent: yup
      .number()
      .typeError('secondsSpent must be a number')
      .integer('secondsSpent must be a whole number')
      .min(0, 'secondsSpent must be at least 0')
      .max(24 * 60 * 60, 'secondsSpent must be at most a day')
      .nullable()
      .optional(),
    /** The member ended the ritual before its duration: recorded as such, with the time spent. */
    endedEarly: yup.boolean().default(false),
    /** The member's known position, when there is one: a visit needs it within about 150 m. */
    latitude: yup
      .number()
      .typeError('latitude must be a number')
      .min(LATITUDE_RANGE.min, 'latitude must be between -90 and 90')
      .max(LATITUDE_RANGE.max, 'latitude must be between -90 and 90')
      .nullable()
      .optional(),
    longitude: yup
      .number()
      .typeError('longitude must be a number')
      .min(LONGITUDE_RANGE.min, 'longitude must be between -180 and 180')
      .max(LONGITUDE_RANGE.max, 'longitude must be between -180 and 180')
      .nullable()
      .optional(),
  })
  .test('honest', RITUAL_MESSAGES.notFinished, function (value) {
    const noLatitude = value.latitude === undefined || value.latitude === null;
    const noLongitude = value.longitude === undefined || value.longitude === null;
    if (noLatitude !== noLongitude) {
      return this.createError({ path: 'latitude', message: RITUAL_MESSAGES.bothCoordinates });
    }
    if (value.endedEarly) return true;
    const spent = value.secondsSpent;
    // A client that does not report the time (the plain altarId, intention, duration payload) is
    // recorded without it: the server cannot check a reported time either. A reported time short of
    // the duration is a completion claimed too soon.
    if (spent === undefined || spent === null) return true;
    if (!ritualRanFullTime(value.duration, spent)) {
      return this.createError({ path: 'secondsSpent', message: RITUAL_MESSAGES.notFinished });
    }
    return true;
  });
export type RitualInput = yup.InferType<typeof ritualSchema>;
