import { MAP_STYLE_UNAVAILABLE } from '@sacred/core/basemap';
import type { AltarTypeName, Difficulty, MAP_PILGRIMAGE_TYPES } from '@sacred/core/enums';
import type { MapStyle } from '@sacred/core/settings';
import { MAP_TEXT } from '../mapMessages';
import type { PilgrimageGroup } from '../markerStyle';

/**
 * The map's texts that core (or the API) states and the map shows as it receives them: each catalogue key
 * with the English it stands for, for `knownText` (web/src/i18n/knownTexts.ts). Spread into en.ts, so the
 * English is written once.
 */

/** Altar types (core's ALTAR_TYPES), shown in the filter, the legend, the nearby list and the popup. */
export const ALTAR_TYPE_TEXTS = {
  altarTypeStoneCircle: 'Stone Circle',
  altarTypeWaterAltar: 'Water Altar',
  altarTypeTreeShrine: 'Tree Shrine',
  altarTypeFlowerMandala: 'Flower Mandala',
  altarTypeCrystalGrid: 'Crystal Grid',
  altarTypeEarthMound: 'Earth Mound',
  altarTypeFireCircle: 'Fire Circle',
  altarTypePrayerFlags: 'Prayer Flags',
  altarTypeOther: 'Other',
} as const satisfies Record<string, AltarTypeName>;

// Every altar type of core has its key (tsc fails here on a type added to core and missing above).
type Missing<Table extends Record<string, string>, All extends string> = Exclude<All, Table[keyof Table]>;
const everyAltarType: [Missing<typeof ALTAR_TYPE_TEXTS, AltarTypeName>] extends [never] ? true : false = true;
void everyAltarType;

/** The pilgrimage popup's difficulty (core's DIFFICULTIES, shown capitalised). */
export const DIFFICULTY_KEYS = {
  easy: 'difficultyEasy',
  moderate: 'difficultyModerate',
  challenging: 'difficultyChallenging',
  expert: 'difficultyExpert',
} as const satisfies Record<Difficulty, string>;

/** The legend's pilgrimage groups (markerStyle.ts). */
export const PILGRIMAGE_GROUP_KEYS = {
  religious: 'groupReligious',
  nativeAmerican: 'groupNativeAmerican',
  historical: 'groupHistorical',
  natureInterfaith: 'groupNatureInterfaith',
} as const satisfies Record<PilgrimageGroup, string>;

/** The map styles' names in the style menu. */
export const MAP_STYLE_KEYS = {
  street: 'styleStreet',
  terrain: 'styleTerrain',
  satellite: 'styleSatellite',
} as const satisfies Record<MapStyle, string>;

/** Why the server cannot draw a style (`/map/styles.json`'s reason, core's MAP_STYLE_UNAVAILABLE). */
export const STYLE_UNAVAILABLE_TEXTS = {
  terrainUnavailable: MAP_STYLE_UNAVAILABLE.terrain,
  satelliteUnavailable: MAP_STYLE_UNAVAILABLE.satellite,
} as const;

/** The location notice the map's location hook sets (useUserLocation.ts). */
export const LOCATION_TEXTS = { defaultView: MAP_TEXT.defaultView } as const;

/** The pilgrimage types the map knows (core's MAP_PILGRIMAGE_TYPES), as the popup names them. */
export const PILGRIMAGE_TYPE_TEXTS = {
  pilgrimageHistoricalCatholic: 'Historical Catholic',
  pilgrimageNativeAmericanSacred: 'Native American Sacred',
  pilgrimageHistoricalReligious: 'Historical Religious',
  pilgrimageCatholicHealing: 'Catholic Healing',
  pilgrimageCatholicPilgrimage: 'Catholic Pilgrimage',
  pilgrimageInterfaithNature: 'Interfaith Nature',
  pilgrimageNativeAmericanHistoric: 'Native American Historic',
  pilgrimageNatureSpiritual: 'Nature Spiritual',
  pilgrimageCoastalSpiritual: 'Coastal Spiritual',
  pilgrimageCatholicMarian: 'Catholic Marian',
  pilgrimageDesertContemplative: 'Desert Contemplative',
  pilgrimageCatholicShrine: 'Catholic Shrine',
  pilgrimageMountainSpiritual: 'Mountain Spiritual',
  pilgrimageHistoricCatholic: 'Historic Catholic',
  pilgrimageUniqueCatholic: 'Unique Catholic',
  pilgrimageWildernessSpiritual: 'Wilderness Spiritual',
} as const satisfies Record<string, (typeof MAP_PILGRIMAGE_TYPES)[number]>;

const everyPilgrimageType: [Missing<typeof PILGRIMAGE_TYPE_TEXTS, (typeof MAP_PILGRIMAGE_TYPES)[number]>] extends [
  never,
]
  ? true
  : false = true;
void everyPilgrimageType;
