import { accountRoutes } from './accounts/account.routes';
import { altarRoutes } from './altars/altar.routes';
import { communityRoutes } from './community/community.routes';
import { digestRoutes } from './digest/digest.routes';
import { journalRoutes } from './journal/journal.routes';
import { journeyRoutes } from './journeys/journey.routes';
import { photoRoutes } from './media/photo.routes';
import { moonRoutes } from './moon/moon.routes';
import { offlineRoutes } from './offline/offline.routes';
import { pilgrimageRoutes } from './pilgrimages/pilgrimage.routes';
import { placeRoutes } from './places/place.routes';
import type { RestRoute } from './platform/rest';
import { profileRoutes } from './profiles/profile.routes';
import { pushRoutes } from './push/push.routes';
import { reviewRoutes } from './reviews/review.routes';
import { ritualRoutes } from './rituals/ritual.routes';
import { walkSafeRoutes } from './walk-safe/walk-safe.routes';
import { weatherRoutes } from './weather/weather.routes';

/** The REST route table by domain (part of the composition root); the domain names the OpenAPI tag. */
const ROUTE_GROUPS: Array<[tag: string, routes: RestRoute[]]> = [
  ['Accounts', accountRoutes],
  ['Altars', altarRoutes],
  ['Community', communityRoutes],
  ['Email digest', digestRoutes],
  ['Journal', journalRoutes],
  ['Live journeys', journeyRoutes],
  ['Moon', moonRoutes],
  ['Offline', offlineRoutes],
  ['Photos', photoRoutes],
  ['Pilgrimages', pilgrimageRoutes],
  ['Places', placeRoutes],
  ['Profiles', profileRoutes],
  ['Push', pushRoutes],
  ['Reviews', reviewRoutes],
  ['Rituals', ritualRoutes],
  ['Walk safe', walkSafeRoutes],
  ['Weather', weatherRoutes],
];

export const REST_ROUTES: RestRoute[] = ROUTE_GROUPS.flatMap(([tag, routes]) =>
  routes.map((route) => ({ tag, ...route })),
);
