import { ValidationError, type Schema } from 'yup';

/**
 * The first problem of each top-level field when `value` is checked against a core schema, for a form
 * whose values are shaped differently from what the server takes (text split into a list, a local time
 * read as an instant): an entry's problem ("emails[1]") is its list field's ("emails").
 */
export async function schemaProblems(schema: Schema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (invalid) {
    if (!(invalid instanceof ValidationError)) throw invalid;
    const problems: Record<string, string> = {};
    for (const problem of invalid.inner.length > 0 ? invalid.inner : [invalid]) {
      const field = (problem.path ?? '').split(/[.[]/)[0] || 'form';
      problems[field] ??= problem.message;
    }
    return problems;
  }
}
