import { describe, expect, it } from 'vitest';
import {
  canSharePost,
  feedQuerySchema,
  initials,
  nameInitials,
  parseHashtags,
  postSchema,
  relativeTime,
  reportSchema,
} from './community';

describe('parseHashtags', () => {
  it('finds #tags, lower-cased and unique, in order', () => {
    expect(parseHashtags('Sunrise at the #StoneCircle with #gratitude and #stonecircle again. #a')).toEqual([
      'stonecircle',
      'gratitude',
    ]);
  });

  it('keeps letters of any script and stops at ten', () => {
    expect(parseHashtags('#café #über_alles')).toEqual(['café', 'über_alles']);
    const many = Array.from({ length: 14 }, (_, i) => `#tag${i}`).join(' ');
    expect(parseHashtags(many)).toHaveLength(10);
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:30Z', 'Just now'],
    ['2026-11-22T11:55:00Z', '5m ago'],
    ['2026-11-22T09:00:00Z', '3h ago'],
    ['2026-11-20T12:00:00Z', '2d ago'],
    ['2026-10-01T12:00:00Z', 'Oct 1'],
    ['2025-10-01T12:00:00Z', 'Oct 1, 2025'],
  ])('%s reads %s', (date, text) => {
    expect(relativeTime(date, now)).toBe(text);
  });
});

describe('initials and share rules', () => {
  it('takes up to two initials', () => {
    expect(initials('maya', 'Thompson')).toBe('MT');
    expect(initials(null, ' ')).toBe('✦');
  });

  it('disables Share when blank after trimming or while sending', () => {
    expect(canSharePost('   ', false)).toBe(false);
    expect(canSharePost('Hello', true)).toBe(false);
    expect(canSharePost(' Hello ', false)).toBe(true);
  });
});

describe('schemas', () => {
  it('refuses a blank post and trims content', async () => {
    await expect(postSchema.validate({ content: '   ' })).rejects.toThrow('Please write something to share.');
    await expect(postSchema.validate({ content: '  Hi  ' })).resolves.toMatchObject({ content: 'Hi' });
  });

  it('defaults the feed filter and refuses unknown ones', async () => {
    await expect(feedQuerySchema.validate({})).resolves.toEqual({ filter: 'all', limit: 50 });
    await expect(feedQuerySchema.validate({ filter: 'popular' })).rejects.toThrow(/Filter must be one of/);
  });

  it('needs a known content type and a reason', async () => {
    await expect(
      reportSchema.validate({ contentType: 'post', contentId: 3, reason: 'Spam link' }),
    ).resolves.toBeTruthy();
    await expect(reportSchema.validate({ contentType: 'user', contentId: 3, reason: 'Spam link' })).rejects.toThrow();
    await expect(reportSchema.validate({ contentType: 'post', contentId: 3, reason: ' ' })).rejects.toThrow();
  });
});

describe('nameInitials', () => {
  it('takes the first letters of the first two words of a display name', () => {
    expect(nameInitials('Ana  María Luz')).toBe('AM');
    expect(nameInitials('river')).toBe('R');
    expect(nameInitials('  ')).toBe('✦');
  });
});
