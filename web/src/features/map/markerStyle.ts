import { ALTAR_TYPES, MAP_PILGRIMAGE_TYPES } from '@sacred/core/enums';
import type { AltarTypeName } from '@sacred/core/enums';

/**
 * Marker colours and badges. Pilgrimage colours follow the legend groups;
 * altar colours tell the altar types apart. All are bright enough to read on the dark basemap, and
 * none is near the colour of a path, track or main road in either basemap palette.
 */

export type PilgrimageGroup = 'religious' | 'nativeAmerican' | 'historical' | 'natureInterfaith';

export interface LegendEntry<K extends string = string> {
  key: K;
  label: string;
  color: string;
}

/** The legend's pilgrimage types, in the spec's order. */
export const PILGRIMAGE_LEGEND: readonly LegendEntry<PilgrimageGroup>[] = [
  { key: 'religious', label: 'Religious', color: '#a78bfa' },
  { key: 'nativeAmerican', label: 'Native American', color: '#f59e0b' },
  { key: 'historical', label: 'Historical', color: '#60a5fa' },
  { key: 'natureInterfaith', label: 'Nature/Interfaith', color: '#34d399' },
];

/** Any pilgrimage type the map does not know. */
export const DEFAULT_PILGRIMAGE_COLOR = '#818cf8';
export const DEFAULT_PILGRIMAGE_LABEL = 'Other routes';

type KnownPilgrimageType = (typeof MAP_PILGRIMAGE_TYPES)[number];

/** Every known type in one legend group: the historical ones blue, Native American amber, and so on. */
const PILGRIMAGE_GROUPS = {
  'Historical Catholic': 'historical',
  'Historic Catholic': 'historical',
  'Historical Religious': 'historical',
  'Native American Sacred': 'nativeAmerican',
  'Native American Historic': 'nativeAmerican',
  'Catholic Healing': 'religious',
  'Catholic Pilgrimage': 'religious',
  'Catholic Marian': 'religious',
  'Catholic Shrine': 'religious',
  'Unique Catholic': 'religious',
  'Interfaith Nature': 'natureInterfaith',
  'Nature Spiritual': 'natureInterfaith',
  'Coastal Spiritual': 'natureInterfaith',
  'Mountain Spiritual': 'natureInterfaith',
  'Wilderness Spiritual': 'natureInterfaith',
  'Desert Contemplative': 'natureInterfaith',
} as const satisfies Record<KnownPilgrimageType, PilgrimageGroup>;

const isKnownPilgrimageType = (type: string): type is KnownPilgrimageType =>
  (MAP_PILGRIMAGE_TYPES as readonly string[]).includes(type);

/** The legend group of a pilgrimage type, or undefined for a type the map does not know. */
export function pilgrimageGroup(type: string): PilgrimageGroup | undefined {
  return isKnownPilgrimageType(type) ? PILGRIMAGE_GROUPS[type] : undefined;
}

/** Marker colour of a pilgrimage: its legend group's, default indigo for any other type. */
export function pilgrimageColor(type: string): string {
  const group = pilgrimageGroup(type);
  return PILGRIMAGE_LEGEND.find((entry) => entry.key === group)?.color ?? DEFAULT_PILGRIMAGE_COLOR;
}

const ALTAR_TYPE_COLORS = {
  'Stone Circle': '#cbd5e1',
  'Water Altar': '#38bdf8',
  'Tree Shrine': '#4ade80',
  'Flower Mandala': '#f472b6',
  'Crystal Grid': '#c4b5fd',
  'Earth Mound': '#a3e635',
  'Fire Circle': '#ff4d2e',
  'Prayer Flags': '#fb7185',
  Other: '#e879f9',
} as const satisfies Record<AltarTypeName, string>;

const isAltarType = (type: string): type is AltarTypeName => (ALTAR_TYPES as readonly string[]).includes(type);

/** Marker colour of an altar by its type; custom types (Other) share one colour. */
export function altarColor(altarType: string): string {
  return ALTAR_TYPE_COLORS[isAltarType(altarType) ? altarType : 'Other'];
}

/** The legend's altar types. */
export const ALTAR_LEGEND: readonly LegendEntry<AltarTypeName>[] = ALTAR_TYPES.map((type) => ({
  key: type,
  label: type,
  color: ALTAR_TYPE_COLORS[type],
}));

export const BADGE_COLORS = { recent: '#ef4444', popular: '#facc15' } as const;

export interface AltarBadges {
  /** Red: recentActivity above 0. */
  recent: boolean;
  /** Yellow: visitCount above 10. */
  popular: boolean;
}

export function altarBadges(altar: { recentActivity: number; visitCount: number }): AltarBadges {
  return { recent: altar.recentActivity > 0, popular: altar.visitCount > 10 };
}
