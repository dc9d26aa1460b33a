/** Photo rules shared by the upload form and the server. */

export const PHOTO_LIMITS = {
  /** Largest file accepted, before re-encoding. */
  maxBytes: 10 * 1024 * 1024,
  /** Longest side after resizing. */
  maxDimension: 1600,
  perAltar: { min: 1, max: 3 },
} as const;

export const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

export const PHOTO_MESSAGES = {
  notAnImage: 'That file is not a photo we can read (JPEG, PNG, WebP, HEIC or AVIF).',
  tooLarge: 'Each photo must be at most 10 MB.',
  tooMany: 'An altar can have at most 3 photos.',
  required: 'Please add at least one photo.',
  unknownReference: 'Photos must be uploaded first (or sent as data URLs).',
  noFile: 'Choose a photo to upload.',
  /** The three photo slots are the creator's to fill and to tidy. */
  creatorOnly: "Only the altar's creator can add or remove its photos.",
  lastPhoto: 'An altar needs at least one photo: add another before removing this one.',
  photoNotFound: 'That photo is not on this altar.',
} as const;

/** Where uploaded photos are served; names are the SHA-256 of the stored bytes. */
export const UPLOADED_PHOTO_URL = /^\/media\/uploads\/([0-9a-f]{64})\.webp$/;
