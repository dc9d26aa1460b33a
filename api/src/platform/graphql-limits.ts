import { createRequire } from 'node:module';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type Source,
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

/** Runs the limits on a document (used by tests; HTTP requests get them through Apollo Server). */
export function validateWithLimits(rules: ReturnType<typeof graphqlProtection>['validationRules']) {
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, ...rules]);
}

/** Distinct subscription documents kept parsed (thousands of clients send the same few). */
const SOCKET_DOCUMENTS_KEPT = 200;

/**
 * Parsing and validation for documents sent over the WebSocket (graphql-ws does both itself), with the
 * same limits as HTTP, and no introspection when it is turned off (Apollo Server applies
 * `introspection: false` to HTTP only). Identical documents are parsed and validated once and their
 * (immutable) AST shared: every subscriber of a chat sends the same text. Uses the CommonJS graphql
 * that type-graphql and graphql-ws load (see shared-subscriptions.ts).
 */
export function socketDocuments(
  config: Pick<AppConfig, 'graphqlIntrospection'>,
  protection: ReturnType<typeof graphqlProtection>,
) {
  const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
  const rules = [
    ...graphql.specifiedRules,
    ...protection.validationRules,
    ...(config.graphqlIntrospection ? [] : [graphql.NoSchemaIntrospectionCustomRule]),
  ];
  // Keyed and valued by the text too: `intern` hands every subscriber the one kept copy of it.
  const parsed = new Map<string, { source: string; document: DocumentNode }>();
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse(given: string | Source): DocumentNode {
      const source = typeof given === 'string' ? given : given.body;
      let entry = parsed.get(source);
      if (!entry) {
        entry = { source, document: graphql.parse(source, protection.parseOptions) };
        if (parsed.size >= SOCKET_DOCUMENTS_KEPT) parsed.delete(parsed.keys().next().value as string);
        parsed.set(source, entry);
      }
      return entry.document;
    },
    /** The kept copy of a document's text, so that thousands of subscriptions hold one string. */
    intern(source: string): string {
      return parsed.get(source)?.source ?? source;
    },
    validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
      let errors = validated.get(document);
      if (!errors) {
        errors = graphql.validate(schema, document, rules);
        validated.set(document, errors);
      }
      return errors;
    },
  };
}
