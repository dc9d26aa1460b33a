import {
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { JsonSchema } from './openapi-schema';

/*
 * GraphQL output types -> JSON Schema: a REST answer is described by the type-graphql class its
 * service returns, the same class GraphQL answers with, so the two references cannot drift apart.
 */

const SCALARS: Record<string, JsonSchema> = {
  Int: { type: 'integer' },
  Float: { type: 'number' },
  String: { type: 'string' },
  ID: { type: 'string' },
  Boolean: { type: 'boolean' },
  DateTimeISO: { type: 'string', format: 'date-time' },
};

export function withNull(schema: JsonSchema): JsonSchema {
  if ('$ref' in schema) return { oneOf: [schema, { type: 'null' }] };
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'] };
  return schema;
}

/**
 * Adds the JSON Schema of the named GraphQL object type (and of every type it reaches) to `components`
 * under the same name, and answers a `$ref` to it. Unknown names throw: a route that names a class the
 * GraphQL schema does not know is a programming error the OpenAPI test catches.
 */
export function graphqlTypeSchema(schema: GraphQLSchema, typeName: string, components: Record<string, JsonSchema>) {
  const type = schema.getType(typeName);
  if (!type) throw new Error(`The GraphQL schema has no type ${typeName} (an OpenAPI answer names it)`);
  const refOf = (outputType: GraphQLOutputType): JsonSchema => {
    if (isNonNullType(outputType)) return refOf(outputType.ofType);
    if (isListType(outputType)) {
      const inner = outputType.ofType;
      return { type: 'array', items: isNonNullType(inner) ? refOf(inner) : withNull(refOf(inner)) };
    }
    const named = getNamedType(outputType);
    if (isScalarType(named))
      return {
        ...(SCALARS[named.name] ?? {}),
        ...(named.description && !SCALARS[named.name] ? { description: named.description } : {}),
      };
    if (isEnumType(named)) return { type: 'string', enum: named.getValues().map((value) => value.value as string) };
    if (isObjectType(named)) {
      if (!components[named.name]) {
        components[named.name] = {}; // reserved first: types may refer to themselves
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const field of Object.values(named.getFields())) {
          const fieldSchema = isNonNullType(field.type) ? refOf(field.type) : withNull(refOf(field.type));
          properties[field.name] =
            field.description && !('$ref' in fieldSchema)
              ? { ...fieldSchema, description: field.description }
              : fieldSchema;
          if (isNonNullType(field.type)) required.push(field.name);
        }
        components[named.name] = {
          type: 'object',
          ...(named.description ? { description: named.description } : {}),
          properties,
          ...(required.length > 0 ? { required } : {}),
        };
      }
      return { $ref: `#/components/schemas/${named.name}` };
    }
    return {};
  };
  if (!isObjectType(type)) throw new Error(`${typeName} is not a GraphQL object type`);
  return refOf(type);
}
