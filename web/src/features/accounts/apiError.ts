import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';

/** What the account forms need from a failed GraphQL call: the code, the message and field errors. */
export interface ApiError {
  code: string | null;
  message: string | null;
  fieldErrors: Record<string, string>;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string')
  );
}

export function readApiError(error: unknown): ApiError {
  if (!CombinedGraphQLErrors.is(error)) return { code: null, message: null, fieldErrors: {} };
  const first = error.errors[0];
  const code = first?.extensions?.code;
  const fieldErrors = first?.extensions?.fieldErrors;
  return {
    code: typeof code === 'string' ? code : null,
    message: first?.message || null,
    fieldErrors: isStringRecord(fieldErrors) ? fieldErrors : {},
  };
}

export type FormErrors = Record<string, string>;

/**
 * Login failure: the email field says "Invalid email or password. Please try again." for any error,
 * except a rate limit and a sign-in link sent by email, whose own messages say what to do next.
 */
export function loginErrors(error: unknown): FormErrors {
  const { code, message } = readApiError(error);
  if (code === 'RATE_LIMITED') return { email: message ?? ACCOUNT_MESSAGES.tooManyAttempts };
  if (message === ACCOUNT_MESSAGES.signInLinkSent) return { email: message };
  return { email: ACCOUNT_MESSAGES.loginFailed };
}

const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * Sign-up failure: field errors from the server go on their fields; otherwise
 * the email field shows the server's message, or "Signup failed. Please try again." when there is none.
 */
export function signupErrors(error: unknown): FormErrors {
  const { code, message, fieldErrors } = readApiError(error);
  const errors: FormErrors = {};
  for (const field of SIGNUP_FIELDS) {
    const text = fieldErrors[field];
    if (text) errors[field] = text;
  }
  if (Object.keys(errors).length > 0) return errors;
  const useful = code !== null && code !== 'INTERNAL_SERVER_ERROR' && message;
  return { email: useful ? message : ACCOUNT_MESSAGES.signupFailed };
}
