import * as yup from 'yup';
import { JOURNEY_MOODS, JOURNEY_WEATHER, MESSAGE_TYPES, UPDATE_TYPES } from './enums';
import { formatHoursMinutes } from './journeyPace';
import { DATABASE_ID_MAX, DEVICE_TIME_LIMITS, LATITUDE_RANGE, LONGITUDE_RANGE } from './limits';
import { UPLOADED_PHOTO_URL } from './photos';

/** Live journey rules shared by the server and the web app. */

export const JOURNEY_TEXTS = {
  attachmentNotUploaded: 'attachmentUrl must be a photo uploaded to Sacred Spaces',
  notFound: 'Journey not found',
  pilgrimageNotFound: 'Sacred journey not found',
  updateNotFound: 'Journey update not found',
  /** The note a checkpoint update carries. */
  defaultCheckpointNote: 'Reached a beautiful spot on my journey',
  ended: 'This journey has already ended',
  noPosition: 'Share your location before checking in at a sacred site',
  notCurrentAltar: 'That is not the next sacred site on this journey',
  tooFar: 'You must be within 0.1 mile of the sacred site to check in',
  altarMissing: 'This sacred site no longer exists',
  reflectionRequired: 'A reflection needs some text',
  photoRequired: 'A photo update needs a photo',
  messageRequired: 'Message is required',
  locationRequired: 'A location message needs a latitude and a longitude',
  bothCoordinates: 'Send both latitude and longitude, or neither',
  /** The toast once an update is shared to the community feed. */
  sharedToCommunity: 'Shared to Community',
  summaryWhileActive: 'End the journey before sharing its summary',
} as const;

/** The community post a journey's summary is shared as. */
export function journeySummaryText(summary: {
  pilgrimageName: string;
  distanceKm: number;
  minutesWalked: number;
  sitesReached: number;
  totalSites: number;
  photos: number;
  completed: boolean;
}): string {
  const time = formatHoursMinutes(summary.minutesWalked);
  const verb = summary.completed ? 'Completed' : 'Walked';
  const photos = summary.photos === 1 ? '1 photo' : `${summary.photos} photos`;
  return (
    `${verb} ${summary.pilgrimageName}: ${summary.distanceKm.toFixed(2)} km in ${time}, ` +
    `${summary.sitesReached} of ${summary.totalSites} sacred sites reached, ${photos}.`
  );
}

/** The text of a community post sharing a journey update that has none of its own. */
export function sharedUpdateText(update: {
  updateType: string;
  altarName: string | null;
  pilgrimageName: string;
}): string {
  if (update.updateType === 'checkpoint' && update.altarName)
    return `Reached ${update.altarName} on ${update.pilgrimageName}`;
  return `A moment from my journey on ${update.pilgrimageName}`;
}

export const MESSAGE_MAX = 2000;
export const UPDATE_CONTENT_MAX = 5000;

const latitude = () =>
  yup
    .number()
    .typeError('${path} must be a number')
    .min(LATITUDE_RANGE.min, '${path} must be between -90 and 90')
    .max(LATITUDE_RANGE.max, '${path} must be between -90 and 90');
const longitude = () =>
  yup
    .number()
    .typeError('${path} must be a number')
    .min(LONGITUDE_RANGE.min, '${path} must be between -180 and 180')
    .max(LONGITUDE_RANGE.max, '${path} must be between -180 and 180');

const bothOrNeither = (value: { latitude?: number | null; longitude?: number | null }) =>
  (value.latitude === undefined || value.latitude === null) ===
  (value.longitude === undefined || value.longitude === null);

/** PUT /api/active-pilgrimages/{activeId}/location. */
export const locationUpdateSchema = yup.object({
  latitude: latitude().required('${path} is required'),
  longitude: longitude().required('${path} is required'),
  heading: yup
    .number()
    .typeError('${path} must be a number')
    .min(0, '${path} must be between 0 and 360')
    .max(360, '${path} must be between 0 and 360')
    .nullable()
    .optional(),
  /** Metres above sea level, as the device reads it (the summary's climb). */
  altitude: yup
    .number()
    .typeError('${path} must be a number')
    .min(-500, '${path} must be between -500 and 9000')
    .max(9000, '${path} must be between -500 and 9000')
    .nullable()
    .optional(),
  /**
   * When the device took the fix: a fix kept offline and sent later is placed at its own time (never
   * before the journey began nor after it arrives), so its pace is the walker's, not the replay's.
   */
  recordedAt: yup.date().typeError('${path} must be a date and time').nullable().optional(),
});
export type LocationUpdateInput = yup.InferType<typeof locationUpdateSchema>;

/**
 * A batch of GPS fixes (POST /api/active-pilgrimages/{activeId}/fixes): what the device recorded, each with
 * the time it was taken. A fix is known by its journey and that time, so a batch sent again stores nothing
 * twice. Times may lag by the idempotency retention (a device offline that long) and lead the server's
 * clock by a little (an unsynchronized phone).
 */
export const GPS_FIX_LIMITS = { maxPerBatch: 500, ...DEVICE_TIME_LIMITS } as const;

export const GPS_FIX_TEXTS = {
  fixesRequired: 'Send at least one fix',
  tooMany: `Send at most ${GPS_FIX_LIMITS.maxPerBatch} fixes at once`,
  recordedAtRequired: 'recordedAt is required: the time the fix was taken',
  recordedAtInvalid: 'recordedAt must be a date and time (ISO 8601)',
  inTheFuture: 'recordedAt is in the future: check the device clock',
  tooOld: `recordedAt is more than ${GPS_FIX_LIMITS.maxAgeDays} days ago`,
} as const;

const recordedAt = () =>
  yup
    .date()
    .typeError(GPS_FIX_TEXTS.recordedAtInvalid)
    .required(GPS_FIX_TEXTS.recordedAtRequired)
    .test('not-ahead', GPS_FIX_TEXTS.inTheFuture, (value) => value.getTime() <= Date.now() + GPS_FIX_LIMITS.maxAheadMs)
    .test(
      'not-old',
      GPS_FIX_TEXTS.tooOld,
      (value) => value.getTime() >= Date.now() - GPS_FIX_LIMITS.maxAgeDays * 24 * 60 * 60 * 1000,
    );

export const gpsFixSchema = locationUpdateSchema.shape({ recordedAt: recordedAt() });
export type GpsFixInput = yup.InferType<typeof gpsFixSchema>;

export const gpsFixesSchema = yup.object({
  fixes: yup
    .array()
    .of(gpsFixSchema.required())
    .required(GPS_FIX_TEXTS.fixesRequired)
    .min(1, GPS_FIX_TEXTS.fixesRequired)
    .max(GPS_FIX_LIMITS.maxPerBatch, GPS_FIX_TEXTS.tooMany),
});
export type GpsFixesInput = yup.InferType<typeof gpsFixesSchema>;

/** POST /api/active-pilgrimages/{activeId}/checkpoint. */
export const checkpointSchema = yup.object({
  altarId: yup
    .number()
    .typeError('${path} must be a number')
    .integer('${path} must be an integer')
    .positive('${path} must be positive')
    .max(DATABASE_ID_MAX, '${path} is not a known id')
    .required('${path} is required'),
});
export type CheckpointInput = yup.InferType<typeof checkpointSchema>;

/** POST /api/active-pilgrimages/{activeId}/share: a reflection needs text, a photo a photo. */
export const shareUpdateSchema = yup
  .object({
    updateType: yup
      .string()
      .oneOf([...UPDATE_TYPES], '${path} must be one of ${values}')
      .required(),
    content: yup.string().trim().max(UPDATE_CONTENT_MAX).nullable().optional(),
    photoUrl: yup.string().trim().max(2_000_000).nullable().optional(),
    latitude: latitude().nullable().optional(),
    longitude: longitude().nullable().optional(),
  })
  .test('reflection', JOURNEY_TEXTS.reflectionRequired, function (value) {
    if (value.updateType === 'reflection' && !value.content) {
      return this.createError({ path: 'content', message: JOURNEY_TEXTS.reflectionRequired });
    }
    if (value.updateType === 'photo' && !value.photoUrl) {
      return this.createError({ path: 'photoUrl', message: JOURNEY_TEXTS.photoRequired });
    }
    return bothOrNeither(value) || this.createError({ path: 'latitude', message: JOURNEY_TEXTS.bothCoordinates });
  });
export type ShareUpdateInput = yup.InferType<typeof shareUpdateSchema>;

/** POST /api/pilgrimages/{id}/messages: blank refused; a location message carries its point. */
export const chatMessageSchema = yup
  .object({
    message: yup
      .string()
      .trim()
      .required(JOURNEY_TEXTS.messageRequired)
      .min(1, JOURNEY_TEXTS.messageRequired)
      .max(MESSAGE_MAX),
    messageType: yup
      .string()
      .oneOf([...MESSAGE_TYPES], '${path} must be one of ${values}')
      .default('text'),
    // Only a photo uploaded here: the message is shown to every companion.
    attachmentUrl: yup
      .string()
      .trim()
      .max(2000)
      .matches(UPLOADED_PHOTO_URL, { message: JOURNEY_TEXTS.attachmentNotUploaded, excludeEmptyString: true })
      .nullable()
      .optional(),
    latitude: latitude().nullable().optional(),
    longitude: longitude().nullable().optional(),
  })
  .test('location', JOURNEY_TEXTS.locationRequired, function (value) {
    if (!bothOrNeither(value)) {
      return this.createError({ path: 'latitude', message: JOURNEY_TEXTS.bothCoordinates });
    }
    if (value.messageType === 'location' && (value.latitude === undefined || value.latitude === null)) {
      return this.createError({ path: 'latitude', message: JOURNEY_TEXTS.locationRequired });
    }
    return true;
  });
export type ChatMessageInput = yup.InferType<typeof chatMessageSchema>;

/** The alternate tracker's position: accuracy and timestamp are accepted and not stored. */
export const trackerPositionSchema = locationUpdateSchema.concat(
  yup.object({
    accuracy: yup.number().typeError('${path} must be a number').min(0).nullable().optional(),
    timestamp: yup.mixed().nullable().optional(),
  }),
);

export const PHOTO_TAG_MAX = 40;
export const PHOTO_TAGS_MAX = 20;

/** POST /api/pilgrimages/{id}/photos: photo tags have no blanks and no duplicates. */
export const journeyPhotoSchema = yup
  .object({
    photoUrl: yup.string().trim().required('A photo is required'),
    caption: yup.string().trim().max(UPDATE_CONTENT_MAX).nullable().optional(),
    tags: yup
      .array(
        yup
          .string()
          .trim()
          .min(1, 'Photo tags cannot be blank')
          .max(PHOTO_TAG_MAX)
          .required('Photo tags cannot be blank'),
      )
      .max(PHOTO_TAGS_MAX)
      .test('unique', 'Photo tags cannot repeat', (tags) => !tags || new Set(tags).size === tags.length)
      .default([]),
    mood: yup
      .string()
      .oneOf([...JOURNEY_MOODS], '${path} must be one of ${values}')
      .nullable()
      .optional(),
    weather: yup
      .string()
      .oneOf([...JOURNEY_WEATHER], '${path} must be one of ${values}')
      .nullable()
      .optional(),
    isPublic: yup.boolean().default(true),
    altarId: yup.number().integer().positive().max(DATABASE_ID_MAX, '${path} is not a known id').nullable().optional(),
    latitude: latitude().nullable().optional(),
    longitude: longitude().nullable().optional(),
  })
  .test('coordinates', JOURNEY_TEXTS.bothCoordinates, function (value) {
    return bothOrNeither(value) || this.createError({ path: 'latitude', message: JOURNEY_TEXTS.bothCoordinates });
  });
export type JourneyPhotoInput = yup.InferType<typeof journeyPhotoSchema>;

/**
 * The raw GPS track (journey_positions) is kept by calendar month: a month's positions are dropped whole
 * once the month ended more than `retentionMonths` ago (the distance, the days walked and the checkpoints
 * stay on the journey). Months are prepared `monthsAhead` in advance.
 */
export const TRACK_RETENTION = { retentionMonths: 12, monthsAhead: 2 } as const;

/**
 * Positions recorded without network wait on the device as a track: a waiting position is kept once
 * the walker is this many metres on from the one kept before it, otherwise the newest replaces it.
 */
export const OFFLINE_TRACK_SPACING_METERS = 25;
