import { describe, expect, it } from 'vitest';
import {
  batteryText,
  fromLocalInput,
  proposedExpectedBack,
  reminderDue,
  shareStatus,
  splitEmails,
  toLocalInput,
} from './walkSafeView';

describe('walk safe display rules', () => {
  const now = new Date('2026-11-25T12:00:00Z');

  it('says "last seen" honestly once positions stop coming', () => {
    expect(shareStatus(new Date(now.getTime() - 30_000).toISOString(), now)).toEqual({
      live: true,
      text: 'Live · updated just now',
    });
    expect(shareStatus(new Date(now.getTime() - 7 * 60_000).toISOString(), now)).toEqual({
      live: false,
      text: 'Last seen 7 min ago',
    });
    expect(shareStatus(new Date(now.getTime() - 125 * 60_000).toISOString(), now).text).toBe('Last seen 2 h 5 min ago');
    expect(shareStatus(null, now)).toEqual({ live: false, text: 'No position yet' });
  });

  it('shows the battery with its age, or nothing when the browser does not tell', () => {
    expect(batteryText(0.644, new Date(now.getTime() - 5 * 60_000).toISOString(), now)).toBe('64% (5 min ago)');
    expect(batteryText(null, null, now)).toBeNull();
  });

  it('proposes the time left plus half an hour, on the quarter hour', () => {
    const at = proposedExpectedBack(now, 100);
    expect(at.toISOString()).toBe('2026-11-25T14:15:00.000Z');
    expect(proposedExpectedBack(now, null).toISOString()).toBe('2026-11-25T14:30:00.000Z');
  });

  it('reads and writes datetime-local values in the device time zone', () => {
    const at = new Date(2026, 10, 25, 18, 30);
    expect(toLocalInput(at)).toBe('2026-11-25T18:30');
    expect(fromLocalInput('2026-11-25T18:30')?.getTime()).toBe(at.getTime());
    expect(fromLocalInput('')).toBeNull();
  });

  it('splits typed email addresses', () => {
    expect(splitEmails(' mum@home.test, dad@home.test\nsis@home.test ')).toEqual([
      'mum@home.test',
      'dad@home.test',
      'sis@home.test',
    ]);
  });

  it('prompts "Still walking?" from the reminder time', () => {
    const safety = { expectedBackAt: '2026-11-25T12:10:00Z', reminderAt: '2026-11-25T11:55:00Z' };
    expect(reminderDue(safety, now)).toBe(true);
    expect(reminderDue({ ...safety, reminderAt: '2026-11-25T12:05:00Z' }, now)).toBe(false);
    expect(reminderDue(null, now)).toBe(false);
  });
});
