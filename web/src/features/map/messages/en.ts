import { MESSAGES } from '@sacred/core/messages';
import { nothingFoundText } from '@sacred/core/search';
import { MAP_TEXT } from '../mapMessages';
import { BASEMAP_TEXTS } from '../basemap/basemapStyle';
import { MAP_STYLE_CONTROL_TEXT } from '../basemap/mapStyleTexts';
import { ALTAR_TYPE_TEXTS, LOCATION_TEXTS, PILGRIMAGE_TYPE_TEXTS, STYLE_UNAVAILABLE_TEXTS } from './tables';

/**
 * The map home (search, filters, markers, popups, nearby list, legend, controls and every state) and the
 * maps other pages embed (basemap/), in the spec's words.
 */
export default {
  documentTitle: 'Map',
  mapLabel: 'Map of sacred spaces',
  altarsOnMap: '{count, plural, one {# sacred space} other {# sacred spaces}} on the map',

  // Notices under the search bar.
  loadingAltars: MESSAGES.loadingAltars,
  altarsLoadError: MESSAGES.altarsLoadError,
  refresh: 'Refresh',
  gettingLocation: MESSAGES.gettingLocation,
  retry: MAP_TEXT.retry,
  dismiss: 'Dismiss',
  ...LOCATION_TEXTS,
  unsupported: MAP_TEXT.unsupported,
  recenterFailed: MAP_TEXT.recenterFailed,

  // Search and filters.
  searchLabel: 'Search sacred spaces',
  searchPlaceholder: 'Search sacred spaces and places',
  searchInputLabel: 'Search sacred spaces and places by name',
  filters: 'Filters',
  activeFilters: '{count} active',
  searchResults: 'Search results',
  altarMatch: 'Sacred space · {type}',
  nothingFound: nothingFoundText('{query}'),
  altarTypeFilter: 'Altar type',
  allTypes: 'All types',
  showOnly: 'Show only',
  ecoFriendly: 'Eco-friendly',
  hasPhotos: 'Has photos',
  recentActivity: 'Recent activity',
  searchRadius: 'Search radius: {radius}',
  clearFilters: 'Clear filters',
  ...ALTAR_TYPE_TEXTS,

  // The nearby list.
  nearby: 'Nearby',
  nearbyWithin: 'Sacred Spaces Within {radius}',
  nearbyNoneWithin: 'No sacred spaces within {radius}.',
  nearbyNoneInView: 'No sacred spaces in view. Move or zoom out the map to find some.',
  lookingForAltars: 'Looking for sacred spaces...',
  clusterEntry: '{count, plural, one {# sacred space} other {# sacred spaces}}',
  zoomInToSee: 'Zoom in to see them',
  moreSpaces: '{count, plural, other {+# more spaces}}',

  // The popups.
  sacredSpace: MAP_TEXT.sacredSpace,
  visits: 'Visits',
  photos: 'Photos',
  likes: 'Likes',
  oftenVisited: 'Often visited',
  visit: MAP_TEXT.visit,
  selectedForRoute: 'Selected for route',
  selectForRoute: 'Select for route',
  distance: 'Distance',
  difficulty: 'Difficulty',
  duration: 'Duration',
  season: 'Season',
  significance: 'Significance',
  routeMiles: '{miles, plural, one {{shown} mile} other {{shown} miles}}',
  difficultyEasy: 'Easy',
  difficultyModerate: 'Moderate',
  difficultyChallenging: 'Challenging',
  difficultyExpert: 'Expert',
  viewRoute: MAP_TEXT.viewRoute,
  recenter: 'Recenter',
  ...PILGRIMAGE_TYPE_TEXTS,

  // The route selection.
  routeSelection: 'Route selection',
  altarsSelected: '{count, plural, other {# altar(s) selected}}',
  createRoute: MAP_TEXT.createRoute,
  clear: 'Clear',

  // The legend.
  legend: 'Legend',
  pilgrimages: 'Pilgrimages',
  groupReligious: 'Religious',
  groupNativeAmerican: 'Native American',
  groupHistorical: 'Historical',
  groupNatureInterfaith: 'Nature/Interfaith',
  otherRoutes: 'Other routes',
  sacredSpaces: 'Sacred spaces',
  badges: 'Badges',
  moreThanTenVisits: 'More than 10 visits',

  // The controls.
  locateMe: 'Locate me',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  yourLocation: 'Your location',
  mapStyle: MAP_STYLE_CONTROL_TEXT.button,
  mapStyleSaveFailed: MAP_STYLE_CONTROL_TEXT.saveFailed,
  error: 'Error',
  styleStreet: 'Street',
  styleTerrain: 'Terrain',
  styleSatellite: 'Satellite',
  ...STYLE_UNAVAILABLE_TEXTS,

  // The maps of other pages (basemap/).
  loadingMap: 'Loading map',
  basemapUnavailable: BASEMAP_TEXTS.fallbackNotice,
  routeStart: 'Start: {place}',
  routeStartUnnamed: 'Start: start',
  routeEnd: 'End: {place}',
  routeEndUnnamed: 'End: end',
  routeSite: '{order}. {name}',
  routeSiteReached: '{order}. {name} (reached)',
  routeSiteNext: '{order}. {name} (next)',
  compassNorth: 'north',
  compassNorthEast: 'north-east',
  compassEast: 'east',
  compassSouthEast: 'south-east',
  compassSouth: 'south',
  compassSouthWest: 'south-west',
  compassWest: 'west',
  compassNorthWest: 'north-west',

  // MapLibre's own controls (its `locale` option); the English is MapLibre's.
  maplibreToggleAttribution: 'Toggle attribution',
  maplibreMapFeedback: 'Map feedback',
  maplibreFullscreenEnter: 'Enter fullscreen',
  maplibreFullscreenExit: 'Exit fullscreen',
  maplibreFindMyLocation: 'Find my location',
  maplibreLocationNotAvailable: 'Location not available',
  maplibreLogo: 'MapLibre logo',
  maplibreMap: 'Map',
  maplibreMarker: 'Map marker',
  maplibreResetBearing: 'Drag to rotate map, click to reset north',
  maplibreZoomIn: 'Zoom in',
  maplibreZoomOut: 'Zoom out',
  maplibrePopupClose: 'Close popup',
  maplibreWindowsHelp: 'Use Ctrl + scroll to zoom the map',
  maplibreMacHelp: 'Use ⌘ + scroll to zoom the map',
  maplibreMobileHelp: 'Use two fingers to move the map',
  maplibreFeet: 'ft',
  maplibreMeters: 'm',
  maplibreKilometers: 'km',
  maplibreMiles: 'mi',
  maplibreNauticalMiles: 'nm',
};
