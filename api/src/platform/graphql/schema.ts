import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions } from 'type-graphql';
import { graphqlAuthChecker } from '../http/authorization';
import type { PubSub } from '../infra/pubsub';

/** type-graphql has no place for the root types' own descriptions; they are set on the built schema. */
const ROOT_DESCRIPTIONS = {
  query:
    'Reads. Guests may read the map, altars, reviews, pilgrimages, places, weather and moon; the rest needs a signed-in member (UNAUTHENTICATED otherwise).',
  mutation:
    'Changes, for signed-in members except signup, login and logout. Over HTTP, a browser must send them from this origin (CSRF check); bad input changes nothing and answers BAD_USER_INPUT with field errors.',
  subscription:
    'Live events over graphql-ws on the same /graphql path, authenticated by the session cookie of the WebSocket handshake.',
} as const;

/** The resolver classes of the domains, as type-graphql takes them; api/src/resolvers.ts lists them. */
export type ResolverClasses = BuildSchemaOptions['resolvers'];

export async function buildGraphqlSchema(pubSub: PubSub, resolvers: ResolverClasses): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers, pubSub, validate: false, authChecker: graphqlAuthChecker });
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
