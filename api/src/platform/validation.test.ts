import { postSchema } from '@sacred/core/community';
import { settingsSchema } from '@sacred/core/settings';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors';
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

  it('still lets well-shaped input through to the schema', async () => {
    await expect(validateInput(postSchema, { content: '  Dawn  ' })).resolves.toEqual(
      expect.objectContaining({ content: 'Dawn' }),
    );
  });
});
