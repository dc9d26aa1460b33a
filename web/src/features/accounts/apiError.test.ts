import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { describe, expect, it } from 'vitest';
import { loginErrors, readApiError, signupErrors } from './apiError';

function graphqlError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

describe('readApiError', () => {
  it('reads code, message and field errors of the first GraphQL error', () => {
    const error = graphqlError('Some fields are not valid.', {
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
    expect(readApiError(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Some fields are not valid.',
      fieldErrors: { email: 'Please enter a valid email address' },
    });
  });

  it('knows nothing about network errors', () => {
    expect(readApiError(new Error('Failed to fetch'))).toEqual({ code: null, message: null, fieldErrors: {} });
  });
});

describe('loginErrors', () => {
  it('shows one message on the email field for any failure', () => {
    expect(
      loginErrors(graphqlError('Invalid email or password. Please try again.', { code: 'UNAUTHENTICATED' })),
    ).toEqual({ email: ACCOUNT_MESSAGES.loginFailed });
    expect(loginErrors(new Error('Failed to fetch'))).toEqual({ email: ACCOUNT_MESSAGES.loginFailed });
  });

  it('says a sign-in link was emailed when the account is under guessing', () => {
    expect(loginErrors(graphqlError(ACCOUNT_MESSAGES.signInLinkSent, { code: 'UNAUTHENTICATED' }))).toEqual({
      email: ACCOUNT_MESSAGES.signInLinkSent,
    });
  });

  it("shows the server's rate-limit message instead", () => {
    expect(loginErrors(graphqlError(ACCOUNT_MESSAGES.tooManyAttempts, { code: 'RATE_LIMITED' }))).toEqual({
      email: ACCOUNT_MESSAGES.tooManyAttempts,
    });
  });
});

describe('signupErrors', () => {
  it('puts field errors on their fields', () => {
    const error = graphqlError('Some fields are not valid.', {
      code: 'BAD_USER_INPUT',
      fieldErrors: { password: 'Password must contain at least one number', agreeToTerms: 'ignored' },
    });
    expect(signupErrors(error)).toEqual({ password: 'Password must contain at least one number' });
  });

  it("shows the server's message on the email field, e.g. a taken email", () => {
    expect(signupErrors(graphqlError(ACCOUNT_MESSAGES.emailTaken, { code: 'CONFLICT' }))).toEqual({
      email: ACCOUNT_MESSAGES.emailTaken,
    });
  });

  it('falls back to "Signup failed. Please try again."', () => {
    expect(signupErrors(new Error('Failed to fetch'))).toEqual({ email: ACCOUNT_MESSAGES.signupFailed });
    expect(signupErrors(graphqlError('Something went wrong', { code: 'INTERNAL_SERVER_ERROR' }))).toEqual({
      email: ACCOUNT_MESSAGES.signupFailed,
    });
  });
});
