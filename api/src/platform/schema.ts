import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AltarResolver } from '../altars/altar.resolver';
import type { PubSub } from './pubsub';

export const RESOLVERS = [AltarResolver] as const;

export function buildGraphqlSchema(pubSub: PubSub): Promise<GraphQLSchema> {
  return buildSchema({ resolvers: RESOLVERS, pubSub, validate: false });
}

/** The SDL committed as api/schema.graphql, which codegen reads. */
export function printGraphqlSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
