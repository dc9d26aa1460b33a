import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { checkpointSchema } from './journeys';
import { DATABASE_ID_MAX } from './limits';
import { pilgrimagesDownloadSchema } from './offline-schema';
import { issueCredentialSchema } from './passport';
import { ritualSchema } from './rituals';
import { routeRequestSchema } from './routing';

/** What reaches the database as an id must fit its integer column: a larger number is bad input. */
const PAST = DATABASE_ID_MAX + 1;
const CASES: Array<[string, yup.AnySchema, Record<string, unknown>, string]> = [
  ['a credential', issueCredentialSchema, { activePilgrimageId: PAST }, 'activePilgrimageId'],
  ['a checkpoint', checkpointSchema, { altarId: PAST }, 'altarId'],
  ['a ritual', ritualSchema, { altarId: PAST, duration: 3, secondsSpent: 180 }, 'altarId'],
  ['a route', routeRequestSchema, { altarIds: [1, PAST] }, 'altarIds[1]'],
  ['a pilgrimages download', pilgrimagesDownloadSchema, { pilgrimageIds: [PAST] }, 'pilgrimageIds[0]'],
];

describe('ids past the database integer', () => {
  it.each(CASES)('%s refuses one with a field error', async (_what, schema, input, path) => {
    const error = await schema.validate(input, { abortEarly: false }).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(yup.ValidationError);
    expect((error as yup.ValidationError).inner.map((inner) => inner.path)).toContain(path);
  });

  it('keeps the largest id', async () => {
    await expect(checkpointSchema.validate({ altarId: DATABASE_ID_MAX })).resolves.toEqual({
      altarId: DATABASE_ID_MAX,
    });
  });
});
