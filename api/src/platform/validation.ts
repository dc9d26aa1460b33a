import { ValidationError as YupValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { ValidationError, type FieldErrors } from './errors';

/** Runs a core/ yup schema at the edge; failures become one ValidationError with field errors. */
export async function validateInput<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
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
