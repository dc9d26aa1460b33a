import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  NoSchemaIntrospectionCustomRule,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
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
export function graphqlProtection(config: Pick<AppConfig, 'nodeEnv' | 'graphqlIntrospection'>) {
  const { validationRules } = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  // graphql-armor hides suggestions with an Apollo plugin, which is not used here (see above): the
  // server's error formatting over HTTP and WebSocket strips them with `withoutSuggestions`.
  const hideSuggestions = config.nodeEnv === 'production' || !config.graphqlIntrospection;
  return { validationRules, parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens }, hideSuggestions };
}

/** `Cannot query field "nme" on type "Altar". Did you mean "name"?` without its last sentence. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ Did you mean .*\?$/, '');
}

/**
 * The validation graphql-ws runs on every subscribe message: the same limits as over HTTP, and no
 * introspection when it is turned off (Apollo Server applies `introspection: false` to HTTP only).
 */
export function validateOverSocket(
  config: Pick<AppConfig, 'graphqlIntrospection'>,
  rules: ReturnType<typeof graphqlProtection>['validationRules'],
) {
  const all = [...specifiedRules, ...rules, ...(config.graphqlIntrospection ? [] : [NoSchemaIntrospectionCustomRule])];
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, all);
}

/** Runs the limits on a document (used by tests; HTTP requests get them through Apollo Server). */
export function validateWithLimits(rules: ReturnType<typeof graphqlProtection>['validationRules']) {
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, ...rules]);
}
