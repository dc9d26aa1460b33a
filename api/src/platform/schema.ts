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

export function buildGraphqlSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, pubSub, validate: false, authChecker: graphqlAuthChecker });
}

/** The SDL committed as api/schema.graphql, which codegen reads. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
