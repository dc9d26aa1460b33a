import { OFFLINE_MESSAGES } from '@sacred/core/offline';
import { PACK_MESSAGES } from '@sacred/core/offlinePacks';
import { OFFLINE_ERRORS } from '../knownErrors';

/** Offline: Settings → Offline (downloads, packs, the trail journal, the outbox) and the offline notice. */
export default {
  ...OFFLINE_ERRORS,
  pathsTooMany: 'This ground holds more than {count} paths: download a smaller area.',
  contentTooLong: 'At most {count} characters',

  // Units and times
  sizeMB: '{size} MB',
  sizeKB: '{size} KB',
  reachKm: '{value} km',
  reachMiles: '{value} mi',
  justNow: 'Just now',
  hoursAgo: '{count, plural, other {# hours ago}}',
  daysAgo: '{count, plural, other {# days ago}}',
  never: 'Never',

  // Downloads
  title: 'Offline Downloads',
  online: OFFLINE_MESSAGES.online,
  offline: OFFLINE_MESSAGES.offline,
  locationBanner: OFFLINE_MESSAGES.locationBanner,
  countsLabel: 'Downloaded for offline use',
  countSacredSpaces: 'Sacred Spaces',
  countPilgrimages: 'Pilgrimages',
  countWeather: 'Weather Locations',
  lastUpdated: 'Last updated',
  partialNote:
    'Many sacred spaces here: this download holds the {count} nearest, all of them within {reach} of where you downloaded them. Beyond that, the offline map shows none.',
  progressLabel: 'Download progress',
  downloadSacredSpaces: 'Download Sacred Spaces ({km} km)',
  downloadPilgrimages: 'Download Pilgrimages',
  downloadWeather: 'Download Weather',
  downloadAll: 'Download All',
  downloading: 'Downloading...',
  currentLocation: 'Current Location',

  // Packs
  areaLabel: 'Within {distance}',
  areaTitle: 'Offline map: sacred spaces within {km} km',
  areaDescription: "The map around you with its paths and names, the sacred spaces, pilgrimages and today's weather.",
  areaDownload: 'Download map and sacred spaces ({km} km)',
  estimatedSize: 'Estimated size: {plan}',
  plan: 'about {size} ({tiles} map tiles, zoom 0-{maxZoom}, {style})',
  publicTerms:
    'This map comes from a free public service whose maintainer asks that offline maps stay near 50 MB: this one keeps zoom 0-{maxZoom} and downloads 3 files at a time, pausing when the service asks.',
  estimating: PACK_MESSAGES.estimating,
  packProgressLabel: '{title}: download progress',
  packProgressValue: '{done} of {total} map files, {size}',
  packProgress: '{done} of {total} map files ({size})',
  spaceUsed: 'Space used: {size} ({files} map files, {style})',
  pathsKept: 'Paths for routing without a network: {paths} paths, {size} (© OpenStreetMap contributors).',
  otherStyle: 'Downloaded with the {kept}; download again to have the {chosen} offline.',
  style_street: 'Street map',
  style_terrain: 'Terrain map',
  style_satellite: 'Satellite map',
  failedFiles: '{count, plural, other {# map files could not be downloaded; the rest of the map is kept.}}',
  deleted: PACK_MESSAGES.deleted,
  deleteMap: 'Delete offline map',
  storagePersisted: OFFLINE_MESSAGES.storagePersisted,
  storageBestEffort: OFFLINE_MESSAGES.storageBestEffort,
  storageUnsupported: OFFLINE_MESSAGES.storageUnsupported,

  // A pilgrimage's pack
  pilgrimageFallback: 'Pilgrimage',
  pilgrimageOffline: 'Connect to the network to download this pilgrimage.',
  mapUnreachable: 'The map could not be reached. Check your connection and try again.',
  pilgrimageTitle: 'Offline',
  pilgrimageDescription:
    "The route's map 2 km either side, its paths for routing without a network, its sacred sites, this page and the live page, the intentions you carry, and the weather at the start.",
  pilgrimageDownload: 'Download this pilgrimage',

  // The notice, the outbox and its labels
  showingDownloads: OFFLINE_MESSAGES.showingDownloads,
  savedOnDeviceTitle: OFFLINE_MESSAGES.savedOnDeviceTitle,
  savedOnDevice: OFFLINE_MESSAGES.savedOnDevice,
  outboxTitle: 'Waiting to send',
  notSaved: 'Not saved: {error}',
  notSavedTitle: 'Not saved',
  refusedDescription: '{label}: {error}',
  dismiss: 'Dismiss',
  sendNow: 'Send now',
  labelJournal: 'Journal entry: {text}',
  labelReview: 'Review: {text}',
  labelRitual: '{minutes, plural, other {Ritual of # minutes}}',
  labelBegin: 'Begin {name}',
  labelReached: 'You reached {name}.',
  labelPosition: 'Your position on the journey',

  // Trail journal
  journalTitle: 'Trail Journal',
  entryTitle: 'Title',
  sacredSpace: 'Sacred space',
  notAtSacredSpace: 'Not at a sacred space',
  journalEntry: 'Journal entry',
  journalPlaceholder: 'Write a reflection, even without signal',
  saveEntry: 'Save Entry',
  entrySaved: 'Journal entry saved.',
  cannotKeep: 'This browser cannot keep entries offline.',
};
