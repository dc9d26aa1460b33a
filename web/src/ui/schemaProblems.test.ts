import { journeyPhotoSchema } from '@sacred/core/journeys';
import { WALK_SAFE_TEXTS, walkSafetySchema } from '@sacred/core/walk-safe';
import * as yup from 'yup';
import { describe, expect, it } from 'vitest';
import { schemaProblems } from './schemaProblems';

describe('schemaProblems', () => {
  it('answers nothing for a value the schema accepts', async () => {
    expect(await schemaProblems(journeyPhotoSchema.pick(['caption', 'tags']), { caption: 'x', tags: ['a'] })).toEqual(
      {},
    );
  });

  it("names a list entry's problem after its list field, the first problem of each field only", async () => {
    const problems = await schemaProblems(walkSafetySchema, {
      expectedBackAt: '2030-01-01T00:00:00.000Z',
      memberIds: [],
      emails: ['not an address', 'nor this'],
    });
    expect(problems).toEqual({ emails: WALK_SAFE_TEXTS.invalidEmail });
  });

  it('keeps problems of different fields apart, a whole-list rule included', async () => {
    const problems = await schemaProblems(journeyPhotoSchema.pick(['caption', 'tags']), {
      caption: 'x'.repeat(6000),
      tags: ['sunrise', 'sunrise'],
    });
    expect(Object.keys(problems).sort()).toEqual(['caption', 'tags']);
    expect(problems.tags).toBe('Photo tags cannot repeat');
  });

  it('does not hide an error that is not a validation problem', async () => {
    const broken = yup.object({
      name: yup.string().test('throws', 'never', () => {
        throw new TypeError('a bug in a rule');
      }),
    });
    await expect(schemaProblems(broken, { name: 'x' })).rejects.toThrow('a bug in a rule');
  });
});
