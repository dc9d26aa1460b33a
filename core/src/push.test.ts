import { describe, expect, it } from 'vitest';
import { dailyReminderDue, DEFAULT_PUSH_PREFERENCES, pushSubscribeSchema, withDefaultPreferences } from './push';
import { localClock } from './time-zone';

describe('push preferences', () => {
  it('defaults everything on except community activity', () => {
    expect(DEFAULT_PUSH_PREFERENCES).toEqual({
      dailyReminder: true,
      nearbySacredSpaces: true,
      pilgrimageUpdates: true,
      communityActivity: false,
    });
    expect(withDefaultPreferences({ communityActivity: true, other: true })).toEqual({
      ...DEFAULT_PUSH_PREFERENCES,
      communityActivity: true,
    });
  });

  it('accepts https endpoints (and loopback http) with keys, and an IANA time zone', async () => {
    const subscription = { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'BAbc_-', auth: 'xyz' } };
    await expect(pushSubscribeSchema.validate({ subscription, timeZone: 'Europe/Paris' })).resolves.toBeTruthy();
    await expect(
      pushSubscribeSchema.validate({ subscription: { ...subscription, endpoint: 'http://push.example.com/abc' } }),
    ).rejects.toThrow('subscription.endpoint must be an https URL');
    await expect(pushSubscribeSchema.validate({ subscription, timeZone: 'Nowhere/Land' })).rejects.toThrow(
      'timeZone must be an IANA time zone such as Europe/Paris',
    );
  });
});

describe('the daily reminder', () => {
  it("is due in the member's local morning, once a local day", () => {
    const at = new Date('2026-11-22T23:30:00Z'); // 08:30 on the 23rd in Tokyo, 16:30 on the 22nd in Denver
    expect(localClock(at, 'Asia/Tokyo')).toEqual({ hour: 8, date: '2026-11-23', weekday: 1 });
    expect(localClock(at, 'America/Denver')).toEqual({ hour: 16, date: '2026-11-22', weekday: 7 });
    expect(dailyReminderDue(at, 'Asia/Tokyo', '2026-11-22')).toBe(true);
    expect(dailyReminderDue(at, 'Asia/Tokyo', '2026-11-23')).toBe(false);
    expect(dailyReminderDue(at, 'America/Denver', null)).toBe(false);
    expect(dailyReminderDue(new Date('2026-11-23T03:00:00Z'), 'Asia/Tokyo', null)).toBe(false); // noon: window closed
  });
});
