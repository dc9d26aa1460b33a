import { accountRoutes } from './accounts/account.routes';
import { altarRoutes } from './altars/altar.routes';
import { communityRoutes } from './community/community.routes';
import { digestRoutes } from './digest/digest.routes';
import { intentionRoutes } from './intentions/intention.routes';
import { journalRoutes } from './journal/journal.routes';
import { journeyRoutes } from './journeys/journey.routes';
import { photoRoutes } from './media/photo.routes';
import { moonRoutes } from './moon/moon.routes';
import { offlineRoutes } from './offline/offline.routes';
import { passportRoutes } from './passport/passport.routes';
import { pilgrimageRoutes } from './pilgrimages/pilgrimage.routes';
import { placeRoutes } from './places/place.routes';
import type { RestRoute } from './platform/rest/rest';
import { profileRoutes } from './profiles/profile.routes';
import { pushRoutes } from './push/push.routes';
import { reviewRoutes } from './reviews/review.routes';
import { rewardRoutes } from './rewards/reward.routes';
import { ritualRoutes } from './rituals/ritual.routes';
import { routeRoutes } from './routes/route.routes';
import { searchRoutes } from './search/search.routes';
import { skyRoutes } from './sky/sky.routes';
import { walkSafeRoutes } from './walk-safe/walk-safe.routes';
import { weatherRoutes } from './weather/weather.routes';

/** The REST route table by domain (part of the composition root); the domain names the OpenAPI tag. */
const ROUTE_GROUPS: Array<[tag: string, description: string, routes: RestRoute[]]> = [
  [
    'Accounts',
    'Sign-up, sign-in (password or OpenID Connect), sessions, profile edits, export and deletion.',
    accountRoutes,
  ],
  ['Altars', 'Sacred places: search by radius or map viewport, details, creation and added photos.', altarRoutes],
  ['Community', 'The feed: posts, likes, comments, sidebars and content reports.', communityRoutes],
  ['Email digest', 'The weekly email digest: its settings and one-click unsubscribe.', digestRoutes],
  [
    'Intentions',
    'Carried intentions: entrusted to a pilgrimage, carried by a walker, delivered at a checkpoint.',
    intentionRoutes,
  ],
  ['Journal', "A member's private journal entries about altars.", journalRoutes],
  [
    'Live journeys',
    'Walking a pilgrimage: positions, checkpoints, live updates, chat, companions and photos.',
    journeyRoutes,
  ],
  ['Moon', 'Moon phase and guidance for a date and place.', moonRoutes],
  ['Offline', 'Data packs a member keeps on the device for use without a network.', offlineRoutes],
  [
    'Passport',
    'The pilgrim passport (stamps of accepted checkpoints) and signed credentials anyone can verify.',
    passportRoutes,
  ],
  ['Photos', 'Photo uploads (checked, re-encoded, stored) whose URLs altars and posts use.', photoRoutes],
  ['Pilgrimages', 'Routes linking altars: list, create, GPX import and export, route distance.', pilgrimageRoutes],
  ['Places', 'Place-name search and the nearest named place.', placeRoutes],
  ['Profiles', 'Member profiles, badges, favourites and settings.', profileRoutes],
  ['Push', 'Web push subscriptions and reminders.', pushRoutes],
  ['Reviews', 'Altar reviews and their summary.', reviewRoutes],
  ['Rewards', 'The badge catalogue members earn badges from.', rewardRoutes],
  ['Rituals', 'Rituals recorded at an altar.', ritualRoutes],
  ['Routes', 'Walking routes along the OpenStreetMap path network (© OpenStreetMap contributors, ODbL).', routeRoutes],
  ['Search', 'The map search: altars by name and places, nearest first.', searchRoutes],
  ['Sky', 'The sky at an altar: sun, golden hours, moon, solstice rays, first light and its reminder.', skyRoutes],
  ['Walk safe', 'Walk-safe check-ins and the alerts sent when a walker does not check in.', walkSafeRoutes],
  ['Weather', 'Current weather and guidance for a place.', weatherRoutes],
];

export const REST_ROUTES: RestRoute[] = ROUTE_GROUPS.flatMap(([tag, tagDescription, routes]) =>
  routes.map((route) => ({ tag, tagDescription, ...route })),
);
