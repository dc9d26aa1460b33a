import { GPX_MESSAGES, PILGRIMAGE_MESSAGES } from '@sacred/core/pilgrimages';

/** Core's validation and API texts the pilgrimage screens show, by key (translated with knownText). */
export const PILGRIMAGE_ERRORS = {
  nameRequired: PILGRIMAGE_MESSAGES.nameRequired,
  descriptionMin: PILGRIMAGE_MESSAGES.descriptionMin,
  distancePositive: PILGRIMAGE_MESSAGES.distancePositive,
  durationRequired: PILGRIMAGE_MESSAGES.durationRequired,
  startingPointRequired: PILGRIMAGE_MESSAGES.startingPointRequired,
  endingPointRequired: PILGRIMAGE_MESSAGES.endingPointRequired,
  altarMissing: PILGRIMAGE_MESSAGES.altarMissing,
  tooManyToday: PILGRIMAGE_MESSAGES.tooManyToday,
  altarRepeated: PILGRIMAGE_MESSAGES.altarRepeated,
  tooManySites: PILGRIMAGE_MESSAGES.tooManySites,
} as const;

/** What the GPX import answers when it refuses a file (the notGpx text names a tag, so it is quoted below). */
export const GPX_ERRORS = {
  gpxEmpty: GPX_MESSAGES.empty,
  gpxTooLarge: GPX_MESSAGES.tooLarge,
  gpxDoctype: GPX_MESSAGES.doctype,
  gpxMalformed: GPX_MESSAGES.malformed,
  gpxNotGpx: GPX_MESSAGES.notGpx,
  gpxBadPoint: GPX_MESSAGES.badPoint,
  gpxTooManyPoints: GPX_MESSAGES.tooManyPoints,
  gpxTooManyWaypoints: GPX_MESSAGES.tooManyWaypoints,
  gpxTooDeep: GPX_MESSAGES.tooDeep,
  gpxNothing: GPX_MESSAGES.nothing,
  gpxNoFile: GPX_MESSAGES.noFile,
  gpxTooSlow: GPX_MESSAGES.tooSlow,
} as const;
