import type { SchemaDescription } from 'yup';

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown>;

/* yup -> JSON Schema, as far as describe() tells. */

interface Test {
  name?: string;
  params?: Record<string, unknown>;
}

function applyTests(schema: JsonSchema, description: SchemaDescription): void {
  const kind = description.type;
  for (const test of description.tests as Test[]) {
    const params = test.params ?? {};
    switch (test.name) {
      case 'integer':
        schema.type = nullableType('integer', description);
        break;
      case 'min':
      case 'max': {
        const bound = test.name === 'min' ? params.min : params.max;
        if (typeof params.more === 'number') {
          schema.exclusiveMinimum = params.more;
          break;
        }
        if (typeof params.less === 'number') {
          schema.exclusiveMaximum = params.less;
          break;
        }
        if (typeof bound !== 'number') break;
        const key =
          kind === 'string'
            ? `${test.name}Length`
            : kind === 'array'
              ? `${test.name}Items`
              : test.name === 'min'
                ? 'minimum'
                : 'maximum';
        schema[key] = bound;
        break;
      }
      case 'length':
        if (typeof params.length === 'number') {
          schema.minLength = params.length;
          schema.maxLength = params.length;
        }
        break;
      case 'email':
        schema.format = 'email';
        break;
      case 'url':
        schema.format = 'uri';
        break;
      case 'matches': {
        const regex = params.regex;
        if (!(regex instanceof RegExp)) break;
        // Several patterns must all match: the first as `pattern`, the others under allOf.
        if (schema.pattern === undefined) schema.pattern = regex.source;
        else schema.allOf = [...((schema.allOf as JsonSchema[] | undefined) ?? []), { pattern: regex.source }];
        break;
      }
      case 'unique':
        schema.uniqueItems = true;
        break;
      default:
        // Custom tests (e.g. cross-field rules) have no JSON Schema form; the server still applies them.
        break;
    }
  }
}

function nullableType(type: string, description: SchemaDescription): string | string[] {
  return 'nullable' in description && description.nullable ? [type, 'null'] : type;
}

const YUP_TYPES: Record<string, string | undefined> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
  date: 'string',
};

/** One yup description -> a JSON Schema: type, required, min/max (lengths, items, bounds), oneOf as enum. */
export function jsonSchemaOf(description: SchemaDescription): JsonSchema {
  const schema: JsonSchema = {};
  const type = YUP_TYPES[description.type];
  if (type) schema.type = nullableType(type, description);
  if (description.type === 'date') schema.format = 'date-time';
  const choices = description.oneOf.filter((value) => value !== undefined);
  if (choices.length > 0) schema.enum = choices;
  if ('default' in description && description.default !== undefined && typeof description.default !== 'function') {
    schema.default = description.default;
  }
  if ('label' in description && description.label) schema.title = description.label;
  applyTests(schema, description);
  if ('fields' in description && description.fields) {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const [name, field] of Object.entries(description.fields)) {
      const inner = field as SchemaDescription;
      properties[name] = jsonSchemaOf(inner);
      if (isRequired(inner)) required.push(name);
    }
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
  }
  if ('innerType' in description && description.innerType) {
    schema.items = jsonSchemaOf(description.innerType as SchemaDescription);
  }
  return schema;
}

function isRequired(description: SchemaDescription): boolean {
  return 'optional' in description && !description.optional && description.default === undefined;
}
