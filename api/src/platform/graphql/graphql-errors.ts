import { unwrapResolverError } from '@apollo/server/errors';
import { API_MESSAGES } from '@sacred/core/messages';
import type { GraphQLFormattedError } from 'graphql';
import {
  DomainError,
  errorBodyOf,
  isDatabaseUnavailable,
  isStatementCancelled,
  STATEMENT_CANCELLED_RETRY_AFTER_SECONDS,
} from '../errors';
import { withoutSuggestions } from './graphql-limits';
import type { Logger } from '../infra/logger';

/**
 * What a GraphQL error says to the client, over HTTP and the WebSocket alike: a domain error its message and
 * code, the database away or too slow UNAVAILABLE, the query's own parse and validation errors as they are
 * (suggestions hidden where asked), and anything else only "internal error", logged here: the text of an
 * unexpected error (a statement, a stack) never reaches the client.
 */
export function formatGraphqlError(logger: Logger, hideSuggestions: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      const body = errorBodyOf(original);
      return {
        ...formatted,
        message: body.message,
        extensions: { code: original.code, ...(body.errors ? { fieldErrors: body.errors } : {}) },
      };
    }
    if (isDatabaseUnavailable(original)) {
      return { message: API_MESSAGES.databaseUnavailable, extensions: { code: 'UNAVAILABLE' } };
    }
    if (isStatementCancelled(original)) {
      return {
        message: API_MESSAGES.databaseTooSlow,
        extensions: { code: 'UNAVAILABLE', retryAfterSeconds: STATEMENT_CANCELLED_RETRY_AFTER_SECONDS },
      };
    }
    const code = formatted.extensions?.code;
    // Parse and validation errors of the query itself are the client's and safe to show ("Did you
    // mean ...?" reveals the schema: hidden in production and when introspection is off).
    if (code && code !== 'INTERNAL_SERVER_ERROR')
      return hideSuggestions ? { ...formatted, message: withoutSuggestions(formatted.message) } : formatted;
    logger.error({ err: original }, 'unexpected GraphQL error');
    return { message: API_MESSAGES.internal, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
