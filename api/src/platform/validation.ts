import { ValidationError as YupValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { ValidationError, type FieldErrors } from './errors';

/** Runs a core/ yup schema at the edge; failures become one ValidationError with field errors. */
export async function validateInput<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof YupValidationError)) throw error;
    const fieldErrors: FieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const field = issue.path ?? 'input';
      fieldErrors[field] ??= issue.message;
    }
    const first = Object.values(fieldErrors)[0];
    throw new ValidationError(first ?? error.message, fieldErrors);
  }
}
