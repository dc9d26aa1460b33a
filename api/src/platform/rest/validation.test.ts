import { postSchema, REPORT_MESSAGES, reportSchema } from '@sacred/core/community';
import { altarsRestQuerySchema } from '@sacred/core/map';
import { API_MESSAGES } from '@sacred/core/messages';
import { settingsSchema } from '@sacred/core/settings-schema';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { validateInput } from './validation';

/** Found by the property tests (bad-input.test.ts): yup's trim() threw a TypeError (a 500) on objects and arrays. */
describe('validateInput with input of the wrong shape', () => {
  it('answers an object or array where text belongs with a field error', async () => {
    for (const content of [{ text: 'hi' }, ['hi'], [], {}]) {
      const error = await validateInput(postSchema, { content }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({ content: 'Must be text.' });
    }
  });

  it('answers text where an object belongs, an array included', async () => {
    const flat = await validateInput(settingsSchema, { notifications: 'on' }).catch((caught: unknown) => caught);
    expect((flat as ValidationError).fieldErrors).toEqual({ notifications: 'Must be an object.' });
    const listed = await validateInput(settingsSchema, { privacy: ['private'] }).catch((caught: unknown) => caught);
    expect((listed as ValidationError).fieldErrors).toEqual({ privacy: 'Must be an object.' });
  });

  it('ignores keys that would trip yup up, such as __proto__ and valueOf', async () => {
    const body = JSON.parse('{"content":"Dawn","__proto__":[2147483648],"valueOf":null,"constructor":1}') as unknown;
    await expect(validateInput(postSchema, body)).resolves.toEqual({ content: 'Dawn' });
  });

  it('answers text with a NUL character, which PostgreSQL cannot store, with a field error', async () => {
    const error = await validateInput(postSchema, { content: 'Dawn\u0000' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ content: API_MESSAGES.noNulCharacter });
    const filtered = await validateInput(altarsRestQuerySchema, { altarType: '\u0000' }).catch(
      (caught: unknown) => caught,
    );
    expect((filtered as ValidationError).fieldErrors).toEqual({ altarType: API_MESSAGES.noNulCharacter });
  });

  it("answers an object or array where a number, true/false or date belongs with the field's own message", async () => {
    // Found by the property tests: {"toString": false} made yup's number cast throw a TypeError, a 500.
    const bodies: unknown[] = [{ toString: false }, { valueOf: 1, toString: 2 }, [3], [[1]], {}];
    for (const contentId of bodies) {
      const error = await validateInput(reportSchema, { contentType: 'post', contentId, reason: 'Spam here' }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({ contentId: REPORT_MESSAGES.contentNotFound });
    }
    const flag = await validateInput(altarsRestQuerySchema, { ecoFriendly: { toString: false } }).catch(
      (caught: unknown) => caught,
    );
    expect(Object.keys((flag as ValidationError).fieldErrors ?? {})).toEqual(['ecoFriendly']);
    await expect(
      validateInput(reportSchema, { contentType: 'post', contentId: '7', reason: 'Spam here' }),
    ).resolves.toMatchObject({ contentId: 7 });
  });

  it('still lets well-shaped input through to the schema', async () => {
    await expect(validateInput(postSchema, { content: '  Dawn  ' })).resolves.toEqual(
      expect.objectContaining({ content: 'Dawn' }),
    );
  });
});
