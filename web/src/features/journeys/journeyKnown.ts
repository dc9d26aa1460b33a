import { COMPANION_TEXTS } from '@sacred/core/companions';
import { JOURNEY_TEXTS } from '@sacred/core/journeys';

/** Texts the server or core sends for journeys (API errors, validation), shown by `knownText`. */
export const JOURNEY_KNOWN = {
  notFound: JOURNEY_TEXTS.notFound,
  pilgrimageNotFound: JOURNEY_TEXTS.pilgrimageNotFound,
  updateNotFound: JOURNEY_TEXTS.updateNotFound,
  defaultCheckpointNote: JOURNEY_TEXTS.defaultCheckpointNote,
  ended: JOURNEY_TEXTS.ended,
  noPosition: JOURNEY_TEXTS.noPosition,
  notCurrentAltar: JOURNEY_TEXTS.notCurrentAltar,
  tooFar: JOURNEY_TEXTS.tooFar,
  altarMissing: JOURNEY_TEXTS.altarMissing,
  reflectionRequired: JOURNEY_TEXTS.reflectionRequired,
  photoRequired: JOURNEY_TEXTS.photoRequired,
  messageRequired: JOURNEY_TEXTS.messageRequired,
  locationRequired: JOURNEY_TEXTS.locationRequired,
  bothCoordinates: JOURNEY_TEXTS.bothCoordinates,
  summaryWhileActive: JOURNEY_TEXTS.summaryWhileActive,
  notAParticipant: COMPANION_TEXTS.notAParticipant,
  notYourself: COMPANION_TEXTS.notYourself,
  photoIsRequired: 'A photo is required',
  tagsBlank: 'Photo tags cannot be blank',
  tagsRepeat: 'Photo tags cannot repeat',
} as const;
