import { API_MESSAGES } from '@sacred/core/messages';
import { countRateLimited, type Limiter } from './infra/metrics';

export type FieldErrors = Record<string, string>;

export type ErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'UNAVAILABLE';

/** The domain errors every layer throws; transports map them once (below) to HTTP and GraphQL. */
export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
}

export class ValidationError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
  constructor(
    message: string = API_MESSAGES.invalidInput,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
}

export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
}

export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
}

export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}

/** A refusal by a limiter; each one made is counted by the limiter's name (sacred_rate_limited_total). */
export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    readonly limiter: Limiter = 'other',
  ) {
    super(message);
    countRateLimited(limiter);
  }
}

export class UnavailableError extends DomainError {
  readonly code = 'UNAVAILABLE';
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'BAD_USER_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'RATE_LIMITED':
      return 429;
    case 'UNAVAILABLE':
      return 503;
  }
}

export interface ErrorBody {
  message: string;
  errors?: FieldErrors;
}

export function errorBodyOf(error: DomainError): ErrorBody {
  const fieldErrors = 'fieldErrors' in error ? (error.fieldErrors as FieldErrors) : {};
  return Object.keys(fieldErrors).length > 0
    ? { message: error.message, errors: fieldErrors }
    : { message: error.message };
}

interface PostgresError {
  code?: string;
  constraint?: string;
  detail?: string;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Translates PostgreSQL SQLSTATEs that bad input can cause into domain errors (repository layer). */
export function translateDatabaseError(error: unknown): unknown {
  const { code, detail } = (error ?? {}) as PostgresError;
  switch (code) {
    case '23505':
      return new ConflictError('That already exists.');
    case '23503': {
      // detail reads: Key (altar_id)=(42) is not present in table "altars".
      const column = /^Key \((\w+)\)=/.exec(detail ?? '')?.[1];
      const message = 'It refers to something that does not exist.';
      return new ValidationError(message, column ? { [camelCase(column)]: message } : {});
    }
    case '23502':
    case '23514':
    case '22003':
    case '22P02':
      return new ValidationError();
    default:
      return error;
  }
}

const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);

/** The database is down or gone (connection refused, shut down, dropped): a 503, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  if (name === 'KnexTimeoutError') return true;
  if (
    code &&
    (UNAVAILABLE_NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P') || code === '3D000')
  ) {
    return true;
  }
  return typeof message === 'string' && /Connection terminated|connect ECONNREFUSED/.test(message);
}

/** How long a client waits before asking again after its statement ran past the statement budget. */
export const STATEMENT_CANCELLED_RETRY_AFTER_SECONDS = 5;

/**
 * A statement PostgreSQL cancelled (SQLSTATE 57014): it ran past statement_timeout (or an operator cancelled
 * it). Nothing it would have written is kept; the answer is a 503 with Retry-After, not a bug.
 */
export function isStatementCancelled(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { code?: unknown }).code === '57014';
}
