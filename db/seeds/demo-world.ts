/**
 * A deterministic demo world: members, ~520 altars around real US nature regions, pilgrimages along
 * them, and a little community life. Same seed, same world, on every machine; a second run is a no-op.
 * It reads true (db/src/seed.test.ts keeps it so): each altar's photos show its own kind, no story
 * sentence, comment or review is told twice, and altars per member have a real community's long tail.
 */
import * as argon2 from 'argon2';
import type { Knex } from 'knex';
import {
  ALTAR_TYPES,
  JOURNAL_MOODS,
  JOURNAL_WEATHER,
  MAP_PILGRIMAGE_TYPES,
  PILGRIMAGE_KINDS,
} from '@sacred/core/enums';
import { BADGE_CATALOGUE, GUIDE_BADGE_ROW } from '@sacred/core/badges';
import { METERS_PER_MILE } from '@sacred/core/limits';
import { pathLengthMeters } from '@sacred/core/pilgrimages';
import { MEDIA_SCENES, type MediaFeature, mediaUrl } from './media';
import { PILGRIMAGE_ROUTES, type PilgrimageRoute } from './pilgrimage-routes';
import { insertMissingBadges } from '../src/badge-rows';
import { Random } from './random';
import { REGIONS, type Region } from './regions';

export const DEMO_EMAIL = 'demo@sacredspaces.app';
export const DEMO_PASSWORD = 'SacredDemo1';
export const DEFAULT_ALTAR_COUNT = 520;

const SEED = 20260601;
/** Every date in the demo world is relative to this instant (2026-06-01 12:00 UTC), never to now. */
const EPOCH = Date.UTC(2026, 5, 1, 12, 0, 0);
const DAY = 86_400_000;
const INSERT_CHUNK = 250;

export interface DemoWorldCounts {
  users: number;
  altars: number;
  pilgrimages: number;
}

type Row = Record<string, unknown>;

interface Member {
  email: string;
  firstName: string;
  lastName: string;
  bio: string | null;
  joinedDaysAgo: number;
}

const MEMBERS: readonly Member[] = [
  {
    email: DEMO_EMAIL,
    firstName: 'Maya',
    lastName: 'Thompson',
    bio: 'Morning walker, stone stacker, grateful for every trail.',
    joinedDaysAgo: 400,
  },
  {
    email: 'daniel.okafor@sacredspaces.app',
    firstName: 'Daniel',
    lastName: 'Okafor',
    bio: 'Trail guide in the Colorado foothills. Leave no trace, leave some thanks.',
    joinedDaysAgo: 380,
  },
  {
    email: 'sofia.alvarez@sacredspaces.app',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    bio: 'Flower mandalas and desert sunrises. Santa Fe based.',
    joinedDaysAgo: 350,
  },
  {
    email: 'james.whitfield@sacredspaces.app',
    firstName: 'James',
    lastName: 'Whitfield',
    bio: 'Retired teacher walking the Appalachian ridges one altar at a time.',
    joinedDaysAgo: 300,
  },
  {
    email: 'priya.raman@sacredspaces.app',
    firstName: 'Priya',
    lastName: 'Raman',
    bio: 'Coastal hikes, quiet mornings, a journal in every pocket.',
    joinedDaysAgo: 240,
  },
  {
    email: 'ethan.brooks@sacredspaces.app',
    firstName: 'Ethan',
    lastName: 'Brooks',
    bio: 'Photographer chasing first light on the Pacific Northwest coast.',
    joinedDaysAgo: 180,
  },
];

/**
 * The wider community beside the named members: people who made an altar or a few. Names pair a first
 * name with a family name (i mod 28, 7i mod 15): no two alike.
 */
const COMMUNITY_SIZE = 84;
const COMMUNITY_FIRST_NAMES = [
  'Ava',
  'Noah',
  'Lena',
  'Mateo',
  'Grace',
  'Kai',
  'Nora',
  'Elias',
  'Iris',
  'Omar',
  'Hazel',
  'Theo',
  'Ruth',
  'Jonah',
  'Wren',
  'Samir',
  'Clara',
  'Diego',
  'Mei',
  'Felix',
  'Leah',
  'Tomas',
  'Ada',
  'Rowan',
  'Yara',
  'Silas',
  'June',
  'Arjun',
];
const COMMUNITY_LAST_NAMES = [
  'Nakamura',
  'Bennett',
  'Castillo',
  'Lindqvist',
  'Mensah',
  'Harper',
  'Novak',
  'Reyes',
  'Sullivan',
  'Kowalski',
  'Adeyemi',
  'Fischer',
  'Morales',
  'Quinn',
  'Haddad',
];
const COMMUNITY_BIOS = [
  'Weekend hiker.',
  'Walks the same trail every morning before work.',
  'Learning the names of wildflowers, one season at a time.',
  'Birdwatcher and occasional stone stacker.',
  'New to the mountains, grateful for the welcome.',
  null,
];

function communityMembers(random: Random): Member[] {
  return Array.from({ length: COMMUNITY_SIZE }, (_, i) => {
    const firstName = COMMUNITY_FIRST_NAMES[i % COMMUNITY_FIRST_NAMES.length] ?? 'Alex';
    const lastName = COMMUNITY_LAST_NAMES[(i * 7) % COMMUNITY_LAST_NAMES.length] ?? 'Rivers';
    return {
      email: `${firstName}.${lastName}@community.sacredspaces.app`.toLowerCase(),
      firstName,
      lastName,
      bio: random.pick(COMMUNITY_BIOS),
      joinedDaysAgo: random.int(20, 700),
    };
  });
}

/**
 * Who made each altar: a long tail, as in a real community. The k-th most active member is picked with
 * weight 1 / (k + 8): of 520 altars the most active has about 20, most members a handful, and nobody
 * more than MAX_ALTARS_PER_MEMBER.
 */
export const MAX_ALTARS_PER_MEMBER = 30;
const CREATOR_RANK_OFFSET = 8;

function creatorPicker(random: Random, memberCount: number): () => number {
  const weights = Array.from({ length: memberCount }, (_, k) => 1 / (k + CREATOR_RANK_OFFSET));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const made = new Array<number>(memberCount).fill(0);
  return () => {
    for (;;) {
      let roll = random.float() * total;
      let index = 0;
      while (index < memberCount - 1 && roll >= (weights[index] ?? 0)) roll -= weights[index++] ?? 0;
      if ((made[index] ?? 0) < MAX_ALTARS_PER_MEMBER) {
        made[index] = (made[index] ?? 0) + 1;
        return index;
      }
    }
  };
}

const STANDARD_TYPES = ALTAR_TYPES.filter((type) => type !== 'Other');
/** "Other" altars carry their creator's own words as the type; each shows the scene closest to it. */
const CUSTOM_TYPE_FEATURE: Record<string, MediaFeature> = {
  'Driftwood Arch': 'water',
  'Cairn Spiral': 'cairn',
  'Shell Labyrinth': 'water',
  'Feather Wheel': 'mandala',
  'Moss Garden': 'trees',
  'Lava Stone Heart': 'stones',
};
const CUSTOM_TYPES = Object.keys(CUSTOM_TYPE_FEATURE);

const TYPE_NOUNS: Record<string, readonly string[]> = {
  'Stone Circle': ['Stone Circle', 'Standing Stones', 'Stone Ring'],
  'Water Altar': ['Water Altar', 'Spring Altar', 'Creek Altar', 'Pool Shrine'],
  'Tree Shrine': ['Tree Shrine', 'Grove Shrine', 'Root Shrine'],
  'Flower Mandala': ['Flower Mandala', 'Petal Mandala', 'Blossom Wheel'],
  'Crystal Grid': ['Crystal Grid', 'Quartz Grid', 'Crystal Star'],
  'Earth Mound': ['Earth Mound', 'Clay Mound', 'Soil Altar'],
  'Fire Circle': ['Fire Circle', 'Ember Ring', 'Hearth Circle'],
  'Prayer Flags': ['Prayer Flags', 'Wind Flags', 'Prayer Line'],
};

const TYPE_MATERIALS: Record<string, readonly string[]> = {
  'Stone Circle': ['local river stones', 'granite', 'sandstone slabs', 'moss', 'lichen-covered rock'],
  'Water Altar': ['a spring-fed basin', 'smooth pebbles', 'driftwood', 'shells', 'slate'],
  'Tree Shrine': ['fallen branches', 'natural hemp twine', 'pine cones', 'bark', 'acorns'],
  'Flower Mandala': ['wildflower petals', 'leaves', 'seed pods', 'acorns', 'pine needles'],
  'Crystal Grid': ['quartz points', 'amethyst', 'river stones', 'obsidian', 'jasper'],
  'Earth Mound': ['local clay', 'soil', 'sod', 'native seeds', 'field stones'],
  'Fire Circle': ['fire-safe stones', 'sand', 'river rock', 'charcoal', 'flagstone'],
  'Prayer Flags': ['cotton flags', 'hemp twine', 'natural dyes', 'cedar poles', 'wool thread'],
  custom: ['driftwood', 'shells', 'feathers', 'moss', 'lava rock', 'beach glass'],
};

const ADJECTIVES = [
  'Whispering',
  'Silent',
  'Golden',
  'Morning',
  'Moonlit',
  'Hidden',
  'Ancient',
  'Quiet',
  'Wild',
  'Sunrise',
  'Evening',
  'Misty',
  'Gentle',
  'Singing',
  'Windswept',
  'Starlit',
  'Still',
  'Dreaming',
];
const DEDICATIONS = [
  'Seven Winds',
  'Morning Star',
  'Returning Geese',
  'Quiet Heart',
  'Four Directions',
  'Long Light',
  'Gathering Rain',
  'First Snow',
  'Open Sky',
  'Turning Seasons',
  'Wandering Moon',
  'Deep Roots',
];
const TAGS = [
  'meditation',
  'sunrise',
  'sunset',
  'healing',
  'gratitude',
  'solstice',
  'equinox',
  'quiet',
  'family-friendly',
  'moonlight',
  'offerings',
  'community',
  'leave-no-trace',
  'wildflowers',
  'birdsong',
];
const BEST_TIMES = [
  'at first light',
  'in the late afternoon',
  'at the blue hour',
  'on a full moon night',
  'in the early morning',
  'at golden hour',
];
const VISIT_TIMES = [
  'Sunrise',
  'Late afternoon',
  'Weekday mornings',
  'Full moon nights',
  'Golden hour',
  'Early spring',
];

/** A tag for the kind of land around the altar. */
function landscapeTag(region: Region): string {
  const words = region.landscape;
  if (/desert|mesa|plain/.test(words)) return 'desert';
  if (/coast|shore|headland|lake/.test(words)) return 'water';
  if (/forest|rainforest|pine/.test(words)) return 'forest';
  return 'mountain';
}

/** The scene every photo of an altar of this type shows (a Crystal Grid shows crystals, never a cairn). */
export const TYPE_FEATURE: Record<string, MediaFeature> = {
  'Stone Circle': 'stones',
  'Water Altar': 'water',
  'Tree Shrine': 'trees',
  'Flower Mandala': 'mandala',
  'Crystal Grid': 'crystals',
  'Earth Mound': 'mound',
  'Fire Circle': 'fire',
  'Prayer Flags': 'flags',
  ...CUSTOM_TYPE_FEATURE,
};
const MOON_PHASES = [
  'New Moon',
  'Waxing Crescent',
  'First Quarter',
  'Waxing Gibbous',
  'Full Moon',
  'Waning Gibbous',
  'Last Quarter',
  'Waning Crescent',
];

/**
 * A story opens with how the altar began, then one to three things that happened since. Every sentence
 * names something of its own altar (its maker, place, plants, materials, numbers, seasons), and a
 * sentence already told of another altar is drawn again, so no two altars share a sentence.
 */
interface StoryFacts {
  who: string;
  altarName: string;
  place: string;
  plant: string;
  material: string;
  kind: string;
}
const SEASONS_TOLD = ['spring', 'summer', 'autumn', 'winter'];
const YEARS_TOLD = [2021, 2022, 2023, 2024, 2025];
const MONTHS_TOLD = ['March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'];
const WEEKDAYS_TOLD = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const CREATURES = ['Deer', 'Fox', 'Rabbit', 'Raccoon', 'Coyote', 'Quail', 'Heron', 'Elk'];
const COMPANIONS = [
  'two old friends',
  'a sister',
  'a neighbor',
  'a walking group',
  'three cousins',
  'a former student',
];
const STORY_OPENINGS: ReadonlyArray<(facts: StoryFacts, random: Random) => string> = [
  ({ who, material }, random) =>
    `${who} started this altar in the ${random.pick(SEASONS_TOLD)} of ${random.pick(YEARS_TOLD)}, with ${material} carried up from the trailhead.`,
  ({ who, place }, random) =>
    `${who} and ${random.pick(COMPANIONS)} made it near ${place} in memory of someone who loved this view.`,
  ({ who, plant }, random) =>
    `${who} helped ${random.int(6, 24)} children from a nearby school arrange it under the ${plant.toLowerCase()} during a lesson on caring for the land.`,
  ({ who, kind }, random) =>
    `${who} found the traces of an older ${kind} here in ${random.pick(MONTHS_TOLD)} ${random.pick(YEARS_TOLD)} and tended it back to life.`,
];
const STORY_LINES: ReadonlyArray<(facts: StoryFacts, random: Random) => string> = [
  ({ material }, random) =>
    `Over ${random.int(2, 9)} seasons neighbors added ${material}, each bringing something small from their own walks.`,
  ({ plant }, random) =>
    `On the ${random.pick(['summer', 'winter'])} solstice ${random.int(3, 30)} people gathered at dawn among the ${plant.toLowerCase()} to sit in silence.`,
  (_facts, random) =>
    `A ${random.pick(MONTHS_TOLD)} storm scattered it in ${random.pick(YEARS_TOLD)}; within ${random.int(2, 12)} days passing hikers had rebuilt it piece by piece.`,
  ({ material }, random) =>
    `Every offering left here is biodegradable; the ${material} of ${random.pick(YEARS_TOLD)} has long returned to the soil.`,
  (_facts, random) =>
    `Someone visits every new moon to tidy it, and has left ${random.int(3, 60)} handwritten notes of thanks in a tin beside it.`,
  (_facts, random) =>
    `${random.pick(CREATURES)} tracks circle it most ${random.pick(SEASONS_TOLD)} mornings, as if the land is keeping watch too.`,
  ({ place }, random) =>
    `A ranger from ${place} stopped by one ${random.pick(WEEKDAYS_TOLD)} in ${random.pick(MONTHS_TOLD)} and asked only that it stay small and simple.`,
];

function tellUnique(
  random: Random,
  templates: ReadonlyArray<(facts: StoryFacts, random: Random) => string>,
  facts: StoryFacts,
  told: Set<string>,
): string {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const sentence = random.pick(templates)(facts, random);
    if (!told.has(sentence)) {
      told.add(sentence);
      return sentence;
    }
  }
  // Altar names are unique, so a sentence naming the altar is too.
  const sentence = `${facts.who} still calls in at ${facts.altarName} whenever the trail allows.`;
  told.add(sentence);
  return sentence;
}

function altarStory(random: Random, facts: StoryFacts, told: Set<string>): string {
  const opening = tellUnique(random, STORY_OPENINGS, facts, told);
  const lines = Array.from({ length: random.int(1, 3) }, () => tellUnique(random, STORY_LINES, facts, told));
  return [opening, ...lines].join(' ');
}

const POSTS = [
  'Sat by the water altar at first light today. The creek was louder than my thoughts, which was exactly what I needed.',
  'Rebuilt two stones that the wind knocked over at the circle. Leave it better than you found it!',
  'First full pilgrimage done. Blisters, gratitude and a very full heart.',
  'If you visit the flower mandala this week, the lupines are in bloom all around it.',
  'Reminder: please pack out everything you bring. Saw a plastic bottle near the fire circle and took it home.',
  'Moonrise over the red rocks tonight. No words, just breath.',
  'Led a small group walk this morning; six strangers, one long silence, many new friends.',
  'The prayer flags are fading beautifully. Cotton and natural dyes return to the earth as they should.',
  'Found a quiet spot for journaling just past the second checkpoint. Bring a warm layer, it gets windy.',
  'Grateful for this community. Every altar I visit feels cared for by someone I have never met.',
  'Morning fog in the hollow made the tree shrine look like something out of a dream.',
  'Tried the reflection practice at each checkpoint. Surprising how much changes in ten miles.',
];

/** Comments are an opening and a thought joined: every comment in the world is different. */
const COMMENT_OPENINGS = [
  'Beautiful.',
  'Thank you for sharing this.',
  'This made my morning.',
  'So glad to see this.',
  'What a light you caught.',
  'I needed this today.',
  'Lovely words.',
  'Such care in this.',
];
const COMMENT_THOUGHTS = [
  'I was there last week, such a peaceful place.',
  'Adding this to my list for the spring.',
  'Thank you for taking care of it!',
  'Which trailhead did you start from?',
  'So glad the flowers are back.',
  'The creek must be high after the rain.',
  'I left a river stone there in May.',
  'Hoping to walk it with my daughter this fall.',
];
const COMMENTS = COMMENT_OPENINGS.flatMap((opening) => COMMENT_THOUGHTS.map((thought) => `${opening} ${thought}`));

const REVIEW_TITLES = [
  'A place to breathe',
  'Worth the early start',
  'Small but powerful',
  'Lovingly cared for',
  'Hard to find, easy to love',
  'Peaceful stop on the trail',
  'Crowded at midday',
];
const REVIEW_TEXTS = [
  'Quiet, well kept, and exactly as described. I stayed much longer than planned.',
  'The walk in is short but steep in places. The altar itself is simple and moving.',
  'Come early; by noon there were several groups, though everyone was respectful.',
  'Someone had left fresh wildflowers. It felt like being welcomed.',
  'Beautiful setting. Parking is limited, so carpool if you can.',
];
const REVIEW_AFTERTHOUGHTS = [
  'I will be back in the autumn.',
  'My dog waited patiently at the edge.',
  'The light through the trees was unreal.',
  'Bring a cushion if you plan to sit.',
  'A woodpecker kept me company the whole time.',
  'We left a single wildflower and went on.',
  'It is smaller than the photos suggest, and better for it.',
  'The last stretch is muddy after rain.',
  'I cried a little, in a good way.',
  'Someone had swept the path with a pine bough.',
];
/** Reviews are a thought and an afterthought, dealt from a shuffled deck: no two reviews alike. */
const REVIEW_DECK = REVIEW_TEXTS.flatMap((text) =>
  REVIEW_AFTERTHOUGHTS.map((afterthought) => `${text} ${afterthought}`),
);

const REVIEW_TIPS = [
  'Bring water and a warm layer.',
  'Go at sunrise.',
  'Follow the cairns past the fork.',
  'Leave only footprints.',
  'Bring a small journal.',
];

const JOURNAL_TEXTS = [
  'The wind moved through the trees like a long exhale. I let my own breath follow it.',
  'Today I carried a worry up the hill and left it with the stones. Lighter on the way down.',
  'Met an older couple who have visited this altar every year since their wedding.',
  'Rain started halfway through my sit. I stayed. Everything smelled of pine and earth.',
  'Gratitude list: warm coffee, a clear trail, a hawk circling, my knees holding up.',
  'Felt restless at first, then settled. The creek does not hurry and neither should I.',
];
const INTENTIONS = [
  'Gratitude for my family',
  'Letting go of old worries',
  'Healing for a friend',
  'Patience',
  'Clarity before a big decision',
  'Thanks for the land and water',
];

const GUIDELINES = [
  'Walk in silence between checkpoints.',
  'Leave no trace: pack out everything you bring.',
  'Offer only natural, biodegradable items at altars.',
  'Yield to wildlife and other pilgrims on narrow trail.',
  'Stay on marked trails to protect fragile soil.',
  'Check weather and carry the ten essentials.',
];

/** The six catalogue badges and the guide badge, as the server knows them. */
const BADGES = [...BADGE_CATALOGUE, GUIDE_BADGE_ROW];

function daysAgo(days: number, minutes = 0): Date {
  return new Date(EPOCH - days * DAY - minutes * 60_000);
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Regions whose names read with "the" ("near the Ozarks"). */
const PLURAL_REGIONS = new Set(['adirondacks', 'ozarks', 'black-hills', 'boulder', 'smokies', 'denver', 'superior']);

function placeName(region: Region): string {
  return PLURAL_REGIONS.has(region.key) ? `the ${region.name}` : region.name;
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

async function insertReturningIds(trx: Knex.Transaction, table: string, rows: readonly Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted: { id: number }[] = await trx(table)
      .insert(rows.slice(i, i + INSERT_CHUNK))
      .returning('id');
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

async function insertAll(trx: Knex.Transaction, table: string, rows: readonly Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await trx(table).insert(rows.slice(i, i + INSERT_CHUNK));
}

async function countRows(db: Knex | Knex.Transaction, table: string): Promise<number> {
  const row = await db(table).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

interface SeededAltar {
  id: number;
  name: string;
  altarType: string;
  latitude: number;
  longitude: number;
  creatorId: number;
}

function pickRegion(random: Random): Region {
  const total = REGIONS.reduce((sum, region) => sum + region.weight, 0);
  let roll = random.float() * total;
  for (const region of REGIONS) {
    roll -= region.weight;
    if (roll < 0) return region;
  }
  return REGIONS[REGIONS.length - 1] as Region;
}

/** One to three different scenes, all of the altar's own kind: no photo of another kind, none twice. */
function altarPhotos(random: Random, type: string): string[] {
  const feature = TYPE_FEATURE[type] ?? 'stones';
  const matching = MEDIA_SCENES.filter((scene) => scene.feature === feature);
  return random.sample(matching, random.int(1, 3)).map((scene) => mediaUrl(scene.file));
}

function altarTypeFor(index: number, random: Random): { type: string; custom: boolean } {
  // The first nine cover every type (so even a small world has them all); then mostly standard ones.
  if (index < STANDARD_TYPES.length) return { type: STANDARD_TYPES[index] as string, custom: false };
  if (index === STANDARD_TYPES.length || random.chance(0.04)) return { type: random.pick(CUSTOM_TYPES), custom: true };
  return { type: random.pick(STANDARD_TYPES), custom: false };
}

function altarName(random: Random, region: Region, type: string, custom: boolean, used: Set<string>): string {
  const noun = custom ? type : random.pick(TYPE_NOUNS[type] ?? [type]);
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const roll = random.float();
    const name =
      roll < 0.4
        ? `${random.pick(ADJECTIVES)} ${random.pick(region.flora)} ${noun}`
        : roll < 0.75
          ? `${random.pick(region.flora)} ${noun}`
          : `${noun} of the ${random.pick(DEDICATIONS)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  let suffix = 2;
  let name = `${random.pick(region.flora)} ${noun} ${suffix}`;
  while (used.has(name)) name = `${random.pick(region.flora)} ${noun} ${(suffix += 1)}`;
  used.add(name);
  return name;
}

function buildAltarRows(
  random: Random,
  count: number,
  memberIds: readonly number[],
  members: readonly Member[],
): Row[] {
  const used = new Set<string>();
  const told = new Set<string>();
  const pickCreator = creatorPicker(random, memberIds.length);
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const region = pickRegion(random);
    const { type, custom } = altarTypeFor(i, random);
    const creatorIndex = pickCreator();
    const creatorName = members[creatorIndex]?.firstName ?? 'A local walker';
    const latitude = round(region.latitude + random.spread() * 0.05, 6);
    const longitude = round(
      region.longitude + (random.spread() * 0.05) / Math.cos((region.latitude * Math.PI) / 180),
      6,
    );
    const materials = random.sample(TYPE_MATERIALS[custom ? 'custom' : type] ?? [], random.int(2, 4));
    const kind = type.toLowerCase();
    const description = [
      `${cap(withArticle(kind))} in ${withArticle(region.landscape)} near ${placeName(region)}, ${region.state}.`,
      random.chance(0.6)
        ? `Best visited ${random.pick(BEST_TIMES)}.`
        : 'Take nothing but photos and leave a quiet word of thanks.',
    ].join(' ');
    const name = altarName(random, region, type, custom, used);
    const story = altarStory(
      random,
      {
        who: creatorName,
        altarName: name,
        place: region.name,
        plant: random.pick(region.flora),
        material: materials[0] ?? 'stones',
        kind,
      },
      told,
    );
    const ecoFriendly = random.chance(0.9);
    const created = daysAgo(random.int(3, 360), random.int(0, 1439));
    rows.push({
      name,
      description,
      story,
      materials: materials.join(', '),
      latitude,
      longitude,
      altar_type: type,
      photos: altarPhotos(random, type),
      tags: [landscapeTag(region), ...random.sample(TAGS, random.int(1, 3))],
      is_eco_friendly: ecoFriendly,
      no_plastic_used: ecoFriendly ? random.chance(0.75) : random.chance(0.2),
      biodegradable_only: ecoFriendly ? random.chance(0.55) : false,
      no_waste_left: ecoFriendly ? random.chance(0.65) : random.chance(0.3),
      visit_count: random.int(0, 40),
      // How many demo members like it, as a share of 60 of them; the likes are rows made in seedDemoWorld.
      likes: random.int(0, 60),
      recent_activity: random.chance(0.6) ? 0 : random.int(1, 5),
      creator_id: memberIds[creatorIndex],
      created_at: created,
      updated_at: created,
    });
  }
  return rows;
}

/** The `count` altars closest to the start->end segment, ordered by how far along it they lie. */
function altarsAlongRoute(route: PilgrimageRoute, altars: readonly SeededAltar[], count: number): SeededAltar[] {
  const cosLat = Math.cos((route.start.latitude * Math.PI) / 180);
  const ax = route.start.longitude * cosLat;
  const ay = route.start.latitude;
  const dx = route.end.longitude * cosLat - ax;
  const dy = route.end.latitude - ay;
  const lengthSquared = dx * dx + dy * dy || 1e-12;
  const placed = altars.map((altar) => {
    const px = altar.longitude * cosLat - ax;
    const py = altar.latitude - ay;
    const t = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
    const distance = Math.hypot(px - t * dx, py - t * dy);
    return { altar, t, distance };
  });
  placed.sort((a, b) => a.distance - b.distance || a.altar.id - b.altar.id);
  return placed
    .slice(0, count)
    .sort((a, b) => a.t - b.t || a.altar.id - b.altar.id)
    .map((entry) => entry.altar);
}

function estimatedDuration(miles: number): { estimated: string; duration: string } {
  if (miles < 6) return { estimated: '3-4 hours', duration: '4 hours' };
  if (miles < 14) return { estimated: '1 day', duration: '1 day' };
  if (miles < 25) return { estimated: '2-3 days', duration: '3 days' };
  if (miles < 45) return { estimated: '3-4 days', duration: '4 days' };
  return { estimated: '5-7 days', duration: '1 week' };
}

const ACCOMMODATIONS: Record<string, { text: string; kind: string }> = {
  easy: { text: 'No overnight stay needed; cafes and restrooms at the trailheads.', kind: 'Day hike' },
  moderate: { text: 'Campgrounds near the midpoint and small inns in town.', kind: 'Camping' },
  challenging: { text: 'Backcountry campsites (permit required) and a lodge at the end.', kind: 'Backcountry camping' },
  expert: { text: 'Backcountry camping only; carry a shelter and water treatment.', kind: 'Backcountry camping' },
};

function buildPilgrimageRows(
  random: Random,
  altars: readonly SeededAltar[],
  memberIds: readonly number[],
): { rows: Row[]; routeAltars: SeededAltar[][] } {
  const rows: Row[] = [];
  const routeAltars: SeededAltar[][] = [];
  PILGRIMAGE_ROUTES.forEach((route, index) => {
    const stops = altarsAlongRoute(route, altars, random.int(3, 8));
    routeAltars.push(stops);
    // The route's own length: start, each altar in order, end.
    const miles = Math.max(0.1, round(pathLengthMeters([route.start, ...stops, route.end]) / METERS_PER_MILE, 1));
    const { estimated, duration } = estimatedDuration(miles);
    const accommodation = ACCOMMODATIONS[route.difficulty] ?? { text: 'Camping nearby.', kind: 'Camping' };
    const created = daysAgo(200 - index * 5, random.int(0, 1439));
    const typeWords = route.type.includes('_') ? route.type.split('_') : route.type.toLowerCase().split(' ');
    rows.push({
      name: route.name,
      description: `${route.significance} A ${miles}-mile ${route.difficulty} route from ${route.start.name} to ${route.end.name}, passing ${stops.length} altars along the way.`,
      altar_ids: stops.map((altar) => altar.id),
      distance: miles,
      estimated_duration: estimated,
      difficulty: route.difficulty,
      type: route.type,
      starting_point: route.start.name,
      ending_point: route.end.name,
      starting_latitude: route.start.latitude,
      starting_longitude: route.start.longitude,
      ending_latitude: route.end.latitude,
      ending_longitude: route.end.longitude,
      start_latitude: route.start.latitude,
      start_longitude: route.start.longitude,
      end_latitude: route.end.latitude,
      end_longitude: route.end.longitude,
      participants: random.int(3, 240),
      tags: [
        ...new Set([
          ...typeWords,
          route.difficulty,
          ...random.sample(['silence', 'gratitude', 'history', 'wildflowers', 'sunrise', 'community'], 2),
        ]),
      ],
      guidelines: random.sample(GUIDELINES, 3).join(' '),
      best_seasons: [...route.seasons],
      accommodations: accommodation.text,
      accommodation: accommodation.kind,
      season: route.seasons.map(cap).join(', '),
      duration,
      key_stops: [route.start.name, ...stops.slice(0, 3).map((altar) => altar.name), route.end.name],
      significance: route.significance,
      creator_id: memberIds[index % memberIds.length],
      is_featured: route.featured,
      created_at: created,
      updated_at: created,
    });
  });
  return { rows, routeAltars };
}

async function seedCommunity(
  trx: Knex.Transaction,
  random: Random,
  memberIds: readonly number[],
  altars: readonly SeededAltar[],
  pilgrimageIds: readonly number[],
): Promise<void> {
  const [demoId] = memberIds;
  if (demoId === undefined) throw new Error('no demo members');

  // Reviews: a sprinkling of altars get one to three, never by their own creator.
  const reviews: Row[] = [];
  const reviewDeck = random.shuffle(REVIEW_DECK);
  for (const altar of altars) {
    if (!random.chance(0.14)) continue;
    const reviewers = random.sample(
      memberIds.filter((id) => id !== altar.creatorId),
      random.int(1, 3),
    );
    for (const [position, userId] of reviewers.entries()) {
      // Past the deck, the review names its altar (names are unique) and each reviewer opens differently.
      const text =
        reviewDeck.pop() ?? `${REVIEW_TEXTS[position % REVIEW_TEXTS.length] ?? ''} Glad I found ${altar.name}.`;
      const visitDaysAgo = random.int(2, 120);
      const created = daysAgo(visitDaysAgo - 1, random.int(0, 600));
      reviews.push({
        altar_id: altar.id,
        user_id: userId,
        rating: random.pick([5, 5, 5, 4, 4, 4, 3, 2, 1]),
        title: random.pick(REVIEW_TITLES),
        review: text,
        visit_date: new Date(EPOCH - visitDaysAgo * DAY).toISOString().slice(0, 10),
        tips: random.pick(REVIEW_TIPS),
        accessibility: random.pick([
          'Easy walk from parking',
          'Short steep climb',
          'Uneven ground; not wheelchair accessible',
          'Flat, packed-gravel path',
        ]),
        best_time_to_visit: random.pick(VISIT_TIMES),
        created_at: created,
        updated_at: created,
      });
    }
  }
  await insertAll(trx, 'altar_reviews', reviews);

  // Journal entries and rituals: the demo member keeps a fuller practice than the others.
  const journals: Row[] = [];
  const rituals: Row[] = [];
  memberIds.forEach((userId, index) => {
    const entries = index === 0 ? 8 : random.int(1, 3);
    for (let i = 0; i < entries; i += 1) {
      const altar = random.pick(altars);
      const created = daysAgo(random.int(1, 150), random.int(0, 1439));
      journals.push({
        user_id: userId,
        altar_id: altar.id,
        pilgrimage_id: random.chance(0.25) ? random.pick(pilgrimageIds) : null,
        title: `At ${altar.name}`,
        content: random.pick(JOURNAL_TEXTS),
        mood: random.pick(JOURNAL_MOODS),
        weather: random.pick(JOURNAL_WEATHER),
        temperature: random.int(38, 88),
        moon_phase: random.pick(MOON_PHASES),
        photos: random.chance(0.4) ? [mediaUrl(random.pick(MEDIA_SCENES).file)] : [],
        is_private: random.chance(0.8),
        latitude: altar.latitude,
        longitude: altar.longitude,
        created_at: created,
        updated_at: created,
      });
    }
    const practices = index === 0 ? 6 : random.int(0, 3);
    for (let i = 0; i < practices; i += 1) {
      const completed = daysAgo(random.int(1, 120), random.int(0, 1439));
      rituals.push({
        user_id: userId,
        altar_id: random.pick(altars).id,
        intention: random.chance(0.8) ? random.pick(INTENTIONS) : null,
        duration: random.pick([5, 10, 15, 20, 30, 45]),
        completed_at: completed,
        created_at: completed,
      });
    }
  });
  await insertAll(trx, 'journal_entries', journals);
  await insertAll(trx, 'rituals', rituals);

  // Posts with likes and comments whose counts match the rows.
  const postRows: Row[] = [];
  const postAuthors: number[] = [];
  POSTS.forEach((content, index) => {
    const authorId = memberIds[index % memberIds.length] ?? demoId;
    const created = daysAgo(index * 2 + random.int(0, 1), random.int(0, 1439));
    postAuthors.push(authorId);
    postRows.push({
      content,
      author_id: authorId,
      altar_id: random.chance(0.7) ? random.pick(altars).id : null,
      photos: random.sample(MEDIA_SCENES, random.int(0, 2)).map((scene) => mediaUrl(scene.file)),
      tags: random.sample(TAGS, random.int(1, 3)),
      created_at: created,
      updated_at: created,
    });
  });
  const postIds = await insertReturningIds(trx, 'posts', postRows);
  const likes: Row[] = [];
  const comments: Row[] = [];
  // Dealt from a shuffled deck: no two comments in the world are the same.
  const commentDeck = random.shuffle(COMMENTS);
  for (const [index, postId] of postIds.entries()) {
    const others = memberIds.filter((id) => id !== postAuthors[index]);
    const likers = random.sample(others, random.int(0, others.length));
    for (const userId of likers) likes.push({ user_id: userId, post_id: postId, created_at: daysAgo(index * 2, -30) });
    const commenters = random.sample(others, Math.min(random.int(0, 3), commentDeck.length));
    commenters.forEach((authorId, position) => {
      const created = daysAgo(index * 2, -60 * (position + 1));
      comments.push({
        content: commentDeck.pop() as string,
        author_id: authorId,
        post_id: postId,
        created_at: created,
        updated_at: created,
      });
    });
    await trx('posts').where({ id: postId }).update({ likes_count: likers.length, comments_count: commenters.length });
  }
  await insertAll(trx, 'likes', likes);
  await insertAll(trx, 'comments', comments);

  // Badge catalogue and who holds what; the second member is the community's guide.
  // The catalogue may already exist (the badge service creates missing rows on first use): upsert by name.
  await insertMissingBadges(trx, BADGES);
  const catalogue = await trx('badges')
    .select<{ id: number; name: string }[]>('id', 'name')
    .whereIn(
      'name',
      BADGES.map((badge) => badge.name),
    );
  const badgeIds = BADGES.map((badge) => catalogue.find((row) => row.name === badge.name)?.id);
  const badgeId = (name: string): number => {
    const id = badgeIds[BADGES.findIndex((badge) => badge.name === name)];
    if (id === undefined) throw new Error(`unknown badge ${name}`);
    return id;
  };
  const holdings: [number, string][] = [
    [0, 'Eco Guardian'],
    [0, 'Sacred Pilgrim'],
    [0, 'Sacred Explorer'],
    [1, GUIDE_BADGE_ROW.name],
    [1, 'Community Builder'],
    [1, 'Sacred Caretaker'],
    [2, 'Eco Guardian'],
    [3, 'Earth Keeper'],
    [4, 'Sacred Pilgrim'],
  ];
  await insertAll(
    trx,
    'user_badges',
    holdings.flatMap(([member, name], index) => {
      const userId = memberIds[member];
      return userId === undefined
        ? []
        : [{ user_id: userId, badge_id: badgeId(name), earned_at: daysAgo(90 - index * 7) }];
    }),
  );

  // The demo member has finished two pilgrimages and is on the way to a few achievements.
  const completions = pilgrimageIds.slice(0, 2).map((pilgrimageId, index) => ({
    user_id: demoId,
    pilgrimage_id: pilgrimageId,
    completed_at: daysAgo(60 - index * 25),
    reflections:
      index === 0
        ? 'Slower than planned and better for it. The last checkpoint at sunset stays with me.'
        : 'Walked it with two strangers who became friends by the end.',
    created_at: daysAgo(60 - index * 25),
  }));
  const secondMember = memberIds[1];
  const thirdPilgrimage = pilgrimageIds[2];
  if (secondMember !== undefined && thirdPilgrimage !== undefined) {
    completions.push({
      user_id: secondMember,
      pilgrimage_id: thirdPilgrimage,
      completed_at: daysAgo(30),
      reflections: 'Guided a group of eight; everyone finished.',
      created_at: daysAgo(30),
    });
  }
  await insertAll(trx, 'pilgrimage_completions', completions);
  await insertAll(trx, 'spiritual_achievements', [
    {
      user_id: demoId,
      achievement_type: 'distance_walker',
      level: 2,
      progress: 42,
      max_progress: 100,
      unlocked_at: null,
    },
    {
      user_id: demoId,
      achievement_type: 'sacred_photographer',
      level: 1,
      progress: 18,
      max_progress: 50,
      unlocked_at: null,
    },
    {
      user_id: demoId,
      achievement_type: 'daily_pilgrim',
      level: 3,
      progress: 30,
      max_progress: 30,
      unlocked_at: daysAgo(12),
    },
    { user_id: demoId, achievement_type: 'altar_creator', level: 1, progress: 6, max_progress: 10, unlocked_at: null },
  ]);
}

export async function seedDemoWorld(knex: Knex, options: { altarCount?: number } = {}): Promise<DemoWorldCounts> {
  const altarCount = options.altarCount ?? DEFAULT_ALTAR_COUNT;
  const existing = await knex('users').where({ email: DEMO_EMAIL }).first('id');
  if (existing) return currentCounts(knex);

  // One hash for every demo member: argon2id is deliberately slow.
  const passwordHash = await argon2.hash(DEMO_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });

  return knex.transaction(async (trx) => {
    // Checked again inside the transaction, in case another seeder won the race.
    if (await trx('users').where({ email: DEMO_EMAIL }).first('id')) return currentCounts(trx);
    const random = new Random(SEED);

    // The named members first (the demo member, the guide, ...), then the wider community.
    const members = [...MEMBERS, ...communityMembers(random)];
    const memberIds = await insertReturningIds(
      trx,
      'users',
      members.map((member) => ({
        email: member.email,
        password_hash: passwordHash,
        first_name: member.firstName,
        last_name: member.lastName,
        bio: member.bio,
        profile_image_url: null,
        created_at: daysAgo(member.joinedDaysAgo),
        updated_at: daysAgo(member.joinedDaysAgo),
        // The demo members' emails count as confirmed: they publish and report like established members.
        email_verified_at: daysAgo(member.joinedDaysAgo),
      })),
    );

    const altarRows = buildAltarRows(random, altarCount, memberIds, members);
    // Pilgrimages, reviews, journals, posts and badges stay with the named members, as before.
    const namedIds = memberIds.slice(0, MEMBERS.length);
    const altarIds = await insertReturningIds(trx, 'altars', altarRows);
    const altars: SeededAltar[] = altarRows.map((row, index) => ({
      id: altarIds[index] ?? 0,
      name: String(row.name),
      altarType: String(row.altar_type),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      creatorId: Number(row.creator_id),
    }));

    // Likes are rows from the demo members (never the creator); the figure drawn for each altar only
    // says how many of them, and `altars.likes` is then counted from the rows.
    const altarLikes: Row[] = altars.flatMap((altar, index) => {
      const others = memberIds.filter((id) => id !== altar.creatorId);
      const count = Math.round((Number(altarRows[index]?.likes ?? 0) / 60) * others.length);
      return others.slice(0, count).map((userId, k) => ({
        user_id: others[(index + k) % others.length] ?? userId,
        altar_id: altar.id,
        created_at: daysAgo(k + 1),
      }));
    });
    await insertAll(trx, 'altar_likes', altarLikes);
    await trx.raw('UPDATE altars a SET likes = (SELECT count(*) FROM altar_likes l WHERE l.altar_id = a.id)');

    const { rows: pilgrimageRows, routeAltars } = buildPilgrimageRows(random, altars, namedIds);
    const pilgrimageIds = await insertReturningIds(trx, 'pilgrimages', pilgrimageRows);
    const waypoints: Row[] = pilgrimageIds.flatMap((pilgrimageId, index) =>
      (routeAltars[index] ?? []).map((altar, order) => ({
        pilgrimage_id: pilgrimageId,
        altar_id: altar.id,
        latitude: altar.latitude,
        longitude: altar.longitude,
        sort_order: order,
        description: `Checkpoint ${order + 1}: ${altar.name}`,
        is_checkpoint: true,
      })),
    );
    await insertAll(trx, 'pilgrimage_waypoints', waypoints);

    await seedCommunity(trx, random, namedIds, altars, pilgrimageIds);
    return currentCounts(trx);
  });
}

async function currentCounts(db: Knex | Knex.Transaction): Promise<DemoWorldCounts> {
  return {
    // Members: the "Former member" placeholder (made by its migration) is not one.
    users: Number((await db('users').where({ is_former_member: false }).count({ count: '*' }).first())?.count ?? 0),
    altars: await countRows(db, 'altars'),
    pilgrimages: await countRows(db, 'pilgrimages'),
  };
}

/** Every pilgrimage type the demo world must show: the 001 kinds and the 000 map types. */
export const DEMO_PILGRIMAGE_TYPES: readonly string[] = [...PILGRIMAGE_KINDS, ...MAP_PILGRIMAGE_TYPES];
