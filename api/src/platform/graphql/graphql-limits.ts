import { createHash } from 'node:crypto';
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
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config';

/** Bounds on what one GraphQL document may ask, so a single request cannot exhaust the server. */
export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxCost: 20_000,
  maxAliases: 15,
  maxTokens: 4_000,
  maxDirectives: 30,
  /** A document's text, checked before it is parsed: whitespace and comments are not tokens. */
  maxDocumentBytes: 32 * 1024,
} as const;

/** Bounds on the GraphQL WebSocket, so that no one (signed in or not) can hold the server's memory. */
export const SOCKET_LIMITS = {
  /** One WebSocket message (a subscribe with its document and variables); ws closes with 1009 above it. */
  maxMessageBytes: 64 * 1024,
  /** Open connections from one network address, and from one session. */
  connectionsPerAddress: 50,
  connectionsPerSession: 10,
  /** Operations running at once on one connection (a page subscribes to a handful). */
  operationsPerConnection: 25,
} as const;

export const GRAPHQL_LIMIT_MESSAGES = {
  documentTooLarge: `The GraphQL document is larger than ${GRAPHQL_LIMITS.maxDocumentBytes / 1024} KB.`,
  tooManyOperations: `At most ${SOCKET_LIMITS.operationsPerConnection} operations may run at once on one connection.`,
  tooManyConnections: 'Too many open connections. Close some tabs and try again.',
  serverBusy: 'The server holds as many live updates as it can. Please try again in a few minutes.',
} as const;

/** True when a document's text is over the size limit (counted in UTF-8 bytes). */
export function isDocumentTooLarge(source: string): boolean {
  return source.length > GRAPHQL_LIMITS.maxDocumentBytes || Buffer.byteLength(source) > GRAPHQL_LIMITS.maxDocumentBytes;
}

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
 * For GraphQL over HTTP: a document over the size limit answers 400 before Apollo Server parses it
 * (the JSON body limit alone lets a megabyte of whitespace through to the parser).
 */
export function refuseLargeDocuments(req: Request, res: Response, next: NextFunction): void {
  const body = req.body as { query?: unknown } | undefined;
  const query = req.method === 'GET' ? req.query.query : body?.query;
  if (typeof query === 'string' && isDocumentTooLarge(query)) {
    res.status(400).json({
      errors: [{ message: GRAPHQL_LIMIT_MESSAGES.documentTooLarge, extensions: { code: 'BAD_REQUEST' } }],
    });
    return;
  }
  next();
}

/** Runs the limits on a document (used by tests; HTTP requests get them through Apollo Server). */
export function validateWithLimits(rules: ReturnType<typeof graphqlProtection>['validationRules']) {
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, [...specifiedRules, ...rules]);
}

/** Parsed subscription documents kept (thousands of clients send the same few): at most this many, and this much text. */
const SOCKET_DOCUMENTS_KEPT = 200;
const SOCKET_DOCUMENT_BYTES_KEPT = 512 * 1024;

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
  // Keyed by a hash of the text (not the text, which may be large); the entry keeps the text so that
  // `intern` hands every subscriber the one kept copy. Oldest first out, by count and by bytes.
  const parsed = new Map<string, { source: string; bytes: number; document: DocumentNode }>();
  let keptBytes = 0;
  const keyOf = (source: string) => createHash('sha256').update(source).digest('base64url');
  const forgetOldest = () => {
    const [key, entry] = parsed.entries().next().value as [string, { bytes: number }];
    parsed.delete(key);
    keptBytes -= entry.bytes;
  };
  const validated = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  return {
    parse(given: string | Source): DocumentNode {
      const source = typeof given === 'string' ? given : given.body;
      if (isDocumentTooLarge(source)) throw new graphql.GraphQLError(GRAPHQL_LIMIT_MESSAGES.documentTooLarge);
      const known = parsed.get(keyOf(source));
      if (known) return known.document;
      // Kept (and referenced by every node's location) is the text without comments and spacing.
      return parseStripped(stripped(source));
    },
    /**
     * The kept copy of a document's text without its comments and spacing, so that thousands of
     * subscriptions hold one small string (a text that does not lex is left for parse to refuse).
     */
    intern(source: string): string {
      if (isDocumentTooLarge(source)) return source;
      const text = stripped(source);
      return parsed.get(keyOf(text))?.source ?? text;
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

  function stripped(source: string): string {
    try {
      return graphql.stripIgnoredCharacters(source);
    } catch {
      return source;
    }
  }

  function parseStripped(source: string): DocumentNode {
    const key = keyOf(source);
    let entry = parsed.get(key);
    if (!entry) {
      entry = { source, bytes: Buffer.byteLength(source), document: graphql.parse(source, protection.parseOptions) };
      while (
        parsed.size > 0 &&
        (parsed.size >= SOCKET_DOCUMENTS_KEPT || keptBytes + entry.bytes > SOCKET_DOCUMENT_BYTES_KEPT)
      )
        forgetOldest();
      parsed.set(key, entry);
      keptBytes += entry.bytes;
    }
    return entry.document;
  }
}
