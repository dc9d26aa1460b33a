import { createRequire } from 'node:module';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { AppConfig } from './config';

/** Bounds on what one GraphQL document may ask, so a single request cannot exhaust the server. */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxCost: 20_000,
  maxAliases: 15,
  maxTokens: 4_000,
  maxDirectives: 30,
} as const;

/**
 * Validation rules for depth, cost, aliases and directives. Only the rules: graphql-armor's Apollo
 * plugins turn a syntax error into a 500 with a stack trace, so the token limit is the parser's own
 * (`parseOptions.maxTokens`, a 400 like any syntax error).
 */
export function graphqlProtection(config: Pick<AppConfig, 'nodeEnv'>) {
  const { validationRules } = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // "Did you mean ...?" reveals the schema; introspection stays on for integrators (see README).
    blockFieldSuggestion: { enabled: config.nodeEnv === 'production' },
  }).protect();
  return { validationRules, parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } };
}

/** Runs the limits on a document (used by tests; HTTP requests get them through Apollo Server). */
export function validateWithLimits(rules: ReturnType<typeof graphqlProtection>['validationRules']) {
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, ...rules]);
}

/**
 * The same limits for documents sent over the WebSocket (graphql-ws validates them itself), with the
 * CommonJS graphql that type-graphql and graphql-ws load (see shared-subscriptions.ts).
 */
export function validateOnSocket(rules: ReturnType<typeof graphqlProtection>['validationRules']) {
  const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
  return (schema: GraphQLSchema, document: DocumentNode) =>
    graphql.validate(schema, document, [...graphql.specifiedRules, ...rules]);
}
