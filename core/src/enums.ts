/** The fixed lists of the product: altar types, pilgrimage kinds and types, difficulties. */

export const ALTAR_TYPES = [
  'Stone Circle',
  'Water Altar',
  'Tree Shrine',
  'Flower Mandala',
  'Crystal Grid',
  'Earth Mound',
  'Fire Circle',
  'Prayer Flags',
  'Other',
] as const;
export type AltarTypeName = (typeof ALTAR_TYPES)[number];

export const PILGRIMAGE_KINDS = ['ancient_path', 'nature_walk', 'sacred_sites', 'mountain_trail'] as const;

/** Pilgrimage types the map knows for marker colours. */
export const MAP_PILGRIMAGE_TYPES = [
  'Historical Catholic',
  'Native American Sacred',
  'Historical Religious',
  'Catholic Healing',
  'Catholic Pilgrimage',
  'Interfaith Nature',
  'Native American Historic',
  'Nature Spiritual',
  'Coastal Spiritual',
  'Catholic Marian',
  'Desert Contemplative',
  'Catholic Shrine',
  'Mountain Spiritual',
  'Historic Catholic',
  'Unique Catholic',
  'Wilderness Spiritual',
] as const;

export const DIFFICULTIES = ['easy', 'moderate', 'challenging', 'expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export const UPDATE_TYPES = ['checkpoint', 'photo', 'reflection', 'milestone'] as const;
export const JOURNEY_MOODS = ['peaceful', 'joyful', 'contemplative', 'grateful', 'amazed', 'reflective'] as const;
export const JOURNEY_WEATHER = ['sunny', 'cloudy', 'rainy', 'misty'] as const;
/** Journal moods; 'sad' is displayed as Melancholic. */
export const JOURNAL_MOODS = ['peaceful', 'joyful', 'reflective', 'grateful', 'contemplative', 'sad'] as const;
export const JOURNAL_WEATHER = ['sunny', 'cloudy', 'rainy', 'stormy', 'foggy'] as const;
export const MESSAGE_TYPES = ['text', 'location', 'photo', 'audio'] as const;

export const ACHIEVEMENT_TYPES = {
  distance_walker: 'km',
  sacred_photographer: 'photos',
  daily_pilgrim: 'days',
  community_guide: 'people',
  altar_creator: 'altars',
  moonlight_pilgrim: 'journeys',
  forest_guardian: 'forests',
  spiritual_warrior: 'challenges',
} as const;

export const FEED_FILTERS = ['all', 'trending', 'recent', 'photos', 'pilgrimages'] as const;
export const PROFILE_VISIBILITY = ['public', 'friends', 'private'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const MAP_STYLES = ['satellite', 'terrain', 'street'] as const;
export const UNITS = ['metric', 'imperial'] as const;
