import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { notDelivered } from './notDelivered';

const refusal = (code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message: 'No', extensions: { code } }] });

describe('notDelivered', () => {
  it('keeps writes that never reached a server able to judge them', () => {
    expect(notDelivered(new TypeError('Failed to fetch'))).toBe(true);
    expect(notDelivered(refusal('UNAVAILABLE'))).toBe(true);
    expect(notDelivered(refusal('RATE_LIMITED'))).toBe(true);
  });

  it('shows refusals instead of retrying them', () => {
    expect(notDelivered(refusal('BAD_USER_INPUT'))).toBe(false);
    expect(notDelivered(refusal('FORBIDDEN'))).toBe(false);
  });
});
