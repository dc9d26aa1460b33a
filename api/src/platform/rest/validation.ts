import { API_MESSAGES } from '@sacred/core/messages';
import {
  ValidationError as YupValidationError,
  type AnyObjectSchema,
  type InferType,
  type SchemaDescription,
  type SchemaFieldDescription,
} from 'yup';
import { ValidationError, type FieldErrors } from '../errors';

const isStructured = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * Fields whose JSON shape cannot be what the schema reads: an object or array where text is expected
 * (yup's `trim()` and other string transforms would throw a TypeError on it, a 500), or text where an
 * object is expected; text with a NUL character, which PostgreSQL cannot store. Checked before yup
 * runs, so such input gets a field error like any other.
 */
function wrongShapes(description: SchemaFieldDescription, value: unknown, path: string, errors: FieldErrors): void {
  if (value === undefined || value === null || !('type' in description)) return;
  const { type } = description as SchemaDescription;
  if (type === 'string' && isStructured(value)) errors[path || 'input'] ??= API_MESSAGES.mustBeText;
  // PostgreSQL text cannot hold a NUL character: refused here, not as a database error.
  else if (type === 'string' && typeof value === 'string' && value.includes('\u0000'))
    errors[path || 'input'] ??= API_MESSAGES.noNulCharacter;
  else if (type === 'object') {
    if (!isStructured(value) || Array.isArray(value)) {
      errors[path || 'input'] ??= API_MESSAGES.mustBeObject;
      return;
    }
    const fields = (description as { fields?: Record<string, SchemaFieldDescription> }).fields ?? {};
    for (const [name, field] of Object.entries(fields)) {
      wrongShapes(field, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name, errors);
    }
  } else if (type === 'array' && Array.isArray(value)) {
    const inner = (description as { innerType?: SchemaFieldDescription }).innerType;
    if (inner) value.forEach((item, index) => wrongShapes(inner, item, `${path}[${index}]`, errors));
  }
}

/** Field types yup casts by turning the value into a primitive. */
const SCALAR_TYPES = new Set(['number', 'boolean', 'date']);

/**
 * A copy of the input with only the fields the schema knows (what `stripUnknown` would keep anyway), so
 * keys such as `__proto__` or `valueOf` in a JSON body never reach yup, whose casting trips over them. An
 * object or array (not a Date) where a number, boolean or date is expected becomes its tag ("[object Object]"),
 * which the field refuses with its own message: yup would cast `[3]` to 3, and throw a TypeError (a 500) on an
 * object whose `toString` and `valueOf` are not functions, such as `{"toString": false}`.
 */
function knownFields(description: SchemaFieldDescription, value: unknown): unknown {
  if (!('type' in description) || !isStructured(value)) return value;
  const { type } = description as SchemaDescription;
  // A Date is what GraphQL's DateTime scalar hands a date field.
  if (SCALAR_TYPES.has(type) && !(value instanceof Date)) return Object.prototype.toString.call(value);
  if (type === 'array' && Array.isArray(value)) {
    const inner = (description as { innerType?: SchemaFieldDescription }).innerType;
    return inner ? value.map((item: unknown) => knownFields(inner, item)) : value;
  }
  const fields = (description as { fields?: Record<string, SchemaFieldDescription> }).fields ?? {};
  if (type !== 'object' || Array.isArray(value) || Object.keys(fields).length === 0) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (Object.prototype.hasOwnProperty.call(value, name)) {
      copy[name] = knownFields(field, (value as Record<string, unknown>)[name]);
    }
  }
  return copy;
}

const descriptions = new WeakMap<AnyObjectSchema, SchemaDescription>();

/** Runs a core/ yup schema at the edge; failures become one ValidationError with field errors. */
export async function validateInput<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  const shapeErrors: FieldErrors = {};
  let description = descriptions.get(schema);
  if (!description) descriptions.set(schema, (description = schema.describe()));
  wrongShapes(description, input ?? {}, '', shapeErrors);
  const firstShapeError = Object.values(shapeErrors)[0];
  if (firstShapeError) throw new ValidationError(firstShapeError, shapeErrors);
  try {
    return (await schema.validate(knownFields(description, input), {
      abortEarly: false,
      stripUnknown: true,
    })) as InferType<S>;
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
