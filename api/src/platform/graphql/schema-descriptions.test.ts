import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../infra/pubsub';
import { RESOLVERS } from '../../resolvers';
import { buildGraphqlSchema } from './schema';

/** Every schema coordinate (type, field, argument, enum value, input field) that has no description. */
function undescribedCoordinates(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const blank = (description: string | null | undefined) => !description?.trim();
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    if (blank(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args)
          if (blank(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        if (blank(field.description)) missing.push(`${type.name}.${field.name}`);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) if (blank(value.description)) missing.push(`${type.name}.${value.name}`);
    }
  }
  return missing.sort();
}

describe('the GraphQL schema documents itself', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildGraphqlSchema(createInProcessPubSub(), RESOLVERS);
  });

  it('has a description on every type, field, argument, enum value and input field', () => {
    expect(undescribedCoordinates(schema)).toEqual([]);
  });

  it('would notice a missing description', () => {
    const probe = buildSchema(`
      """A described query root."""
      type Query {
        """Described."""
        altar(id: Int!): Altar
      }
      type Altar { name: String }
      enum Kind { """Described.""" A B }
      input Box { """Described.""" west: Float south: Float }
    `);
    expect(undescribedCoordinates(probe)).toEqual([
      'Altar',
      'Altar.name',
      'Box',
      'Box.south',
      'Kind',
      'Kind.B',
      'Query.altar(id:)',
    ]);
  });
});
