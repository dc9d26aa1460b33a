import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AccountResolver } from '../accounts/account.resolver';
import { AltarResolver } from '../altars/altar.resolver';
import { MoonResolver } from '../moon/moon.resolver';
import { WeatherResolver } from '../weather/weather.resolver';
import { graphqlAuthChecker } from './authorization';
import type { PubSub } from './pubsub';

export const RESOLVERS = [AccountResolver, AltarResolver, MoonResolver, WeatherResolver] as const;

export function buildGraphqlSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, pubSub, validate: false, authChecker: graphqlAuthChecker });
}

/** The SDL committed as api/schema.graphql, which codegen reads. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
