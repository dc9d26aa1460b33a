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
} as const;

/** Where uploaded photos are served; names are the SHA-256 of the stored bytes. */
export const UPLOADED_PHOTO_URL = /^\/media\/uploads\/([0-9a-f]{64})\.webp$/;
