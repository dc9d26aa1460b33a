import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountResolver } from '../accounts/account.resolver';
import { AltarResolver } from '../altars/altar.resolver';
import { CommunityResolver } from '../community/community.resolver';
import { JournalResolver } from '../journal/journal.resolver';
import { JourneyResolver } from '../journeys/journey.resolver';
import { LiveJourneyResolver } from '../journeys/live.resolver';
import { MoonResolver } from '../moon/moon.resolver';
import { PilgrimageResolver } from '../pilgrimages/pilgrimage.resolver';
import { PlaceResolver } from '../places/place.resolver';
import { ProfileResolver } from '../profiles/profile.resolver';
import { ReviewResolver } from '../reviews/review.resolver';
import { RitualResolver } from '../rituals/ritual.resolver';
import { WeatherResolver } from '../weather/weather.resolver';
import { graphqlAuthChecker } from './authorization';
import type { PubSub } from './pubsub';

export const RESOLVERS = [
  AccountResolver,
  AltarResolver,
  CommunityResolver,
  JournalResolver,
  JourneyResolver,
  LiveJourneyResolver,
  MoonResolver,
  PilgrimageResolver,
  PlaceResolver,
  ProfileResolver,
  ReviewResolver,
  RitualResolver,
  WeatherResolver,
] as const;

/** type-graphql has no place for the root types' own descriptions; they are set on the built schema. */
const ROOT_DESCRIPTIONS = {
  query:
    'Reads. Guests may read the map, altars, reviews, pilgrimages, places, weather and moon; the rest needs a signed-in member (UNAUTHENTICATED otherwise).',
  mutation:
    'Changes, for signed-in members except signup, login and logout. Over HTTP, a browser must send them from this origin (CSRF check); bad input changes nothing and answers BAD_USER_INPUT with field errors.',
  subscription:
    'Live events over graphql-ws on the same /graphql path, authenticated by the session cookie of the WebSocket handshake.',
} as const;

export async function buildGraphqlSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers: RESOLVERS, pubSub, validate: false, authChecker: graphqlAuthChecker });
  for (const [root, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const) {
    if (type) type.description = ROOT_DESCRIPTIONS[root];
  }
  return schema;
}

/** The SDL committed as api/schema.graphql, which codegen reads. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
