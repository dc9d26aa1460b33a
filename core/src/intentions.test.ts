import { describe, expect, it } from 'vitest';
import {
  charactersLeft,
  deliveredText,
  entrustIntentionSchema,
  INTENTION_LIMITS,
  INTENTION_MESSAGES,
} from './intentions';

describe('intentions', () => {
  it('says where and when an intention was carried, the date in UTC', () => {
    expect(deliveredText('Cruz de Ferro', new Date('2026-12-01T23:30:00Z'))).toBe(
      'Your intention was carried to Cruz de Ferro on 1 December 2026',
    );
    expect(deliveredText('Cruz de Ferro', new Date('2026-12-02T00:30:00Z'))).toBe(
      'Your intention was carried to Cruz de Ferro on 2 December 2026',
    );
  });

  it('counts the characters left of the trimmed text', () => {
    expect(charactersLeft('')).toBe(INTENTION_LIMITS.textMax);
    expect(charactersLeft('  peace  ')).toBe(INTENTION_LIMITS.textMax - 5);
    expect(charactersLeft('a'.repeat(INTENTION_LIMITS.textMax + 3))).toBe(-3);
  });

  it('takes up to 500 characters after trimming, a site or none, and an email only when well formed', async () => {
    const valid = await entrustIntentionSchema.validate({ text: `  ${'a'.repeat(INTENTION_LIMITS.textMax)}  ` });
    expect(valid).toMatchObject({ anonymous: false, altarId: null });
    expect(valid.text).toHaveLength(INTENTION_LIMITS.textMax);
    await expect(entrustIntentionSchema.validate({ text: 'a'.repeat(501) })).rejects.toThrow(
      INTENTION_MESSAGES.textTooLong,
    );
    await expect(entrustIntentionSchema.validate({ text: ' ' })).rejects.toThrow(INTENTION_MESSAGES.textRequired);
    await expect(entrustIntentionSchema.validate({ text: 'ok', altarId: -1 })).rejects.toThrow(
      INTENTION_MESSAGES.siteNotOnRoute,
    );
    await expect(entrustIntentionSchema.validate({ text: 'ok', email: 'not-an-address' })).rejects.toThrow(
      INTENTION_MESSAGES.invalidEmail,
    );
    expect((await entrustIntentionSchema.validate({ text: 'ok', email: ' Ana@Example.TEST ' })).email).toBe(
      'ana@example.test',
    );
  });
});
