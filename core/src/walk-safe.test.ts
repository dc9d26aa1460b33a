import { describe, expect, it } from 'vitest';
import {
  agoText,
  expectedBackProblem,
  linkExpiryProblem,
  linkIsOpen,
  walkSafetySchema,
  watchTimes,
  WALK_SAFE,
  WALK_SAFE_TEXTS,
} from './walk-safe';

const now = new Date('2026-11-25T12:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe('walk safe rules', () => {
  it('takes an expected time in the future, within 48 hours', () => {
    expect(expectedBackProblem(minutes(-1), now)).toBe(WALK_SAFE_TEXTS.expectedInPast);
    expect(expectedBackProblem(minutes(60), now)).toBeUndefined();
    expect(expectedBackProblem(minutes(48 * 60 + 1), now)).toBe(WALK_SAFE_TEXTS.expectedTooFar);
    expect(linkExpiryProblem(minutes(8 * 24 * 60), now)).toBe(WALK_SAFE_TEXTS.linkExpiryTooFar);
  });

  it('reminds 15 minutes before and alerts 30 minutes after the expected time', () => {
    expect(watchTimes(minutes(60))).toEqual({ reminderAt: minutes(45), alertAt: minutes(90) });
  });

  it('opens a link until revoked, its chosen end, or the grace after the journey', () => {
    const open = { revokedAt: null, expiresAt: null };
    const walking = { isActive: true, endedAt: null };
    expect(linkIsOpen(open, walking, now)).toBe(true);
    expect(linkIsOpen({ ...open, revokedAt: minutes(-1) }, walking, now)).toBe(false);
    expect(linkIsOpen({ ...open, expiresAt: minutes(-1) }, walking, now)).toBe(false);
    const grace = WALK_SAFE.graceHoursAfterJourney * 60;
    expect(linkIsOpen(open, { isActive: false, endedAt: minutes(-grace + 1) }, now)).toBe(true);
    expect(linkIsOpen(open, { isActive: false, endedAt: minutes(-grace) }, now)).toBe(false);
  });

  it('says how long ago', () => {
    expect(agoText(minutes(-0.5), now)).toBe('just now');
    expect(agoText(minutes(-59), now)).toBe('59 min ago');
    expect(agoText(minutes(-120), now)).toBe('2 h ago');
    expect(agoText(minutes(-3 * 24 * 60), now)).toBe('3 days ago');
  });

  it('limits safety contacts to five in all and checks email addresses', async () => {
    const base = { expectedBackAt: minutes(60) };
    await expect(
      walkSafetySchema.validate({ ...base, memberIds: [1, 2, 3], emails: ['a@b.test', 'c@d.test', 'e@f.test'] }),
    ).rejects.toThrow(WALK_SAFE_TEXTS.tooManyContacts);
    await expect(walkSafetySchema.validate({ ...base, emails: ['not an email'] })).rejects.toThrow(
      WALK_SAFE_TEXTS.invalidEmail,
    );
    await expect(walkSafetySchema.validate({ ...base, timeZone: 'Mars/Olympus' })).rejects.toThrow('IANA');
    expect(await walkSafetySchema.validate({ ...base, emails: [' Home@Example.org '] })).toMatchObject({
      emails: ['home@example.org'],
      memberIds: [],
    });
  });
});
