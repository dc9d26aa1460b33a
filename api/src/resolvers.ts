import 'reflect-metadata';
import { AccountResolver } from './accounts/account.resolver';
import { AltarResolver } from './altars/altar.resolver';
import { CommunityResolver } from './community/community.resolver';
import { IntentionResolver } from './intentions/intention.resolver';
import { JournalResolver } from './journal/journal.resolver';
import { JourneyResolver } from './journeys/journey.resolver';
import { LiveJourneyResolver } from './journeys/live.resolver';
import { JourneyReplayResolver } from './journeys/replay.resolver';
import { MoonResolver } from './moon/moon.resolver';
import { PassportResolver } from './passport/passport.resolver';
import { PilgrimageResolver } from './pilgrimages/pilgrimage.resolver';
import { PlaceResolver } from './places/place.resolver';
import { RouteResolver } from './routes/route.resolver';
import { SearchResolver } from './search/search.resolver';
import { ProfileResolver } from './profiles/profile.resolver';
import { ReviewResolver } from './reviews/review.resolver';
import { RitualResolver } from './rituals/ritual.resolver';
import { SkyResolver } from './sky/sky.resolver';
import { WalkSafeResolver } from './walk-safe/walk-safe.resolver';
import { WeatherResolver } from './weather/weather.resolver';

/** The GraphQL resolvers of every domain (part of the composition root); schema.ts builds the schema from them. */
export const RESOLVERS = [
  AccountResolver,
  AltarResolver,
  CommunityResolver,
  IntentionResolver,
  JournalResolver,
  JourneyResolver,
  LiveJourneyResolver,
  JourneyReplayResolver,
  MoonResolver,
  PassportResolver,
  PilgrimageResolver,
  PlaceResolver,
  RouteResolver,
  SearchResolver,
  ProfileResolver,
  ReviewResolver,
  RitualResolver,
  SkyResolver,
  WalkSafeResolver,
  WeatherResolver,
] as const;
