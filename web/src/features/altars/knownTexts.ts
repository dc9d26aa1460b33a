import { ALTAR_MESSAGES, ALTAR_PLEDGE_TEXT } from '@sacred/core/altars';
import { JOURNAL_MESSAGES, MOOD_TEXT } from '@sacred/core/journal';
import { MESSAGES } from '@sacred/core/messages';
import { OFFLINE_MESSAGES } from '@sacred/core/offline';
import { PHOTO_MESSAGES } from '@sacred/core/photos';
import { REVIEW_MESSAGES } from '@sacred/core/reviews';
import { RITUAL_MESSAGES } from '@sacred/core/rituals';

/**
 * The texts core states for the altar screens: the create, review and journal rules' messages (yup, in
 * English), the API's photo errors, the ritual and offline notices. Spread into the English catalogue, so the
 * English stays core's words; a text received from a schema or the API is shown through this table.
 */
export const ALTAR_CORE_TEXTS = {
  typeRequired: ALTAR_MESSAGES.typeRequired,
  customTypeRequired: ALTAR_MESSAGES.customTypeRequired,
  locationRequired: ALTAR_MESSAGES.locationRequired,
  invalidCoordinates: MESSAGES.invalidCoordinates,
  invalidCoordinateRanges: MESSAGES.invalidCoordinateRanges,
  required: MESSAGES.required,
  createdTitle: ALTAR_MESSAGES.createdTitle,
  createdBody: ALTAR_MESSAGES.createdBody,
  errorTitle: ALTAR_MESSAGES.failedTitle,
  createFailed: ALTAR_MESSAGES.failed,
  photosAddedTitle: ALTAR_MESSAGES.photosAddedTitle,
  photosAddedBody: ALTAR_MESSAGES.photosAddedBody,
  addPhotosFailed: ALTAR_MESSAGES.addPhotosFailed,
  sensitiveExplanation: ALTAR_MESSAGES.sensitiveExplanation,
  photoNotAnImage: PHOTO_MESSAGES.notAnImage,
  photoTooLarge: PHOTO_MESSAGES.tooLarge,
  photosTooMany: PHOTO_MESSAGES.tooMany,
  photosRequired: PHOTO_MESSAGES.required,
  photoUnknownReference: PHOTO_MESSAGES.unknownReference,
  photoNoFile: PHOTO_MESSAGES.noFile,
  photoCreatorOnly: PHOTO_MESSAGES.creatorOnly,
  photoLast: PHOTO_MESSAGES.lastPhoto,
  photoNotFound: PHOTO_MESSAGES.photoNotFound,
  loadingAltarDetails: MESSAGES.loadingAltarDetails,
  altarNotFound: MESSAGES.altarNotFound,
  gettingLocation: MESSAGES.gettingLocation,
  reviewsEmpty: REVIEW_MESSAGES.empty,
  reviewRequired: REVIEW_MESSAGES.reviewRequired,
  ratingRange: REVIEW_MESSAGES.ratingRange,
  visitDateFormat: 'Visit date must be a date (YYYY-MM-DD)',
  visitDateReal: 'Visit date must be a real date',
  journalEmpty: JOURNAL_MESSAGES.empty,
  contentRequired: JOURNAL_MESSAGES.contentRequired,
  temperatureNumber: 'Temperature must be a number',
  ritualCompletedTitle: RITUAL_MESSAGES.completedTitle,
  ritualCompletedBody: RITUAL_MESSAGES.completedBody,
  ritualFailed: RITUAL_MESSAGES.failed,
  ritualRecording: RITUAL_MESSAGES.recording,
  ritualNotFinished: RITUAL_MESSAGES.notFinished,
  ritualFromAfarTitle: RITUAL_MESSAGES.fromAfarTitle,
  ritualFromAfarBody: RITUAL_MESSAGES.fromAfarBody,
  ritualEndedEarlyBody: RITUAL_MESSAGES.endedEarlyBody,
  savedOnDeviceTitle: OFFLINE_MESSAGES.savedOnDeviceTitle,
  savedOnDevice: OFFLINE_MESSAGES.savedOnDevice,
} as const;

/** The Sacred Earth pledges, a key per pledge of core's ALTAR_PLEDGE_TEXT. */
export const PLEDGE_TEXTS = {
  pledgeIsEcoFriendly: ALTAR_PLEDGE_TEXT.isEcoFriendly,
  pledgeNoPlasticUsed: ALTAR_PLEDGE_TEXT.noPlasticUsed,
  pledgeBiodegradableOnly: ALTAR_PLEDGE_TEXT.biodegradableOnly,
  pledgeNoWasteLeft: ALTAR_PLEDGE_TEXT.noWasteLeft,
} as const;

/** The journal's moods, a key per mood of core's MOOD_TEXT. */
export const MOOD_TEXTS = {
  moodPeaceful: MOOD_TEXT.peaceful,
  moodJoyful: MOOD_TEXT.joyful,
  moodReflective: MOOD_TEXT.reflective,
  moodGrateful: MOOD_TEXT.grateful,
  moodContemplative: MOOD_TEXT.contemplative,
  moodSad: MOOD_TEXT.sad,
} as const;
