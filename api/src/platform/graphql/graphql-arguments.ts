import { Kind, type GraphQLResolveInfo } from 'graphql';
import type { AnyObjectSchema } from 'yup';
import { createParameterDecorator, type ArgOptions } from 'type-graphql';
import { requireMember } from '../http/authorization';
import type { RequestContext } from '../context';
import { validateInput } from '../rest/validation';

/** type-graphql's own `() => Type` of an argument (its name is not exported). */
type ArgumentTypeFunction = NonNullable<NonNullable<Parameters<typeof createParameterDecorator>[1]>['arg']>['typeFunc'];

/** GraphQL's null means "not given" for optional arguments and input fields: they are dropped. */
export function withoutNulls(input: object | null | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {}))
    if (value !== null && value !== undefined) result[key] = value;
  return result;
}

/**
 * The signed-in member's id, for a field that also carries `@Authorized()` (the auth checker has then
 * refused guests with UNAUTHENTICATED before any argument is read).
 */
export function CurrentMember(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator<RequestContext>(({ context }) => requireMember(context));
}

/**
 * The names of the fields a resolver's selection asks for, or undefined when it is more than a plain list of
 * fields (a fragment, a directive): then the resolver answers every field.
 */
export function plainSelection(info: Pick<GraphQLResolveInfo, 'fieldNodes'>): Set<string> | undefined {
  const names = new Set<string>();
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD || selection.directives?.length) return undefined;
      names.add(selection.name.value);
    }
  }
  return names;
}

/** The field names of the resolver's selection (`plainSelection`), for a list that reads only those. */
export function SelectedFields(): ReturnType<typeof createParameterDecorator> {
  return createParameterDecorator(({ info }) => plainSelection(info));
}

/**
 * An input-object argument declared with its GraphQL type and validated with the core/ yup schema the
 * REST route of the same action names: the resolver receives the schema's output (BAD_USER_INPUT with
 * field errors otherwise). With `nullMeansOmitted`, null fields count as not given (the schema's
 * defaults apply); without it they reach the schema as null (e.g. "clear this field").
 */
export function ValidArg<S extends AnyObjectSchema>(
  name: string,
  typeFunc: ArgumentTypeFunction,
  schema: S,
  options?: ArgOptions & { nullMeansOmitted?: boolean },
): ReturnType<typeof createParameterDecorator> {
  const { nullMeansOmitted = false, ...argOptions } = options ?? {};
  return createParameterDecorator<RequestContext>(
    ({ args }) => {
      const value = (args as Record<string, object | null | undefined>)[name];
      return validateInput(schema, nullMeansOmitted ? withoutNulls(value) : value);
    },
    { arg: { name, typeFunc, options: argOptions } },
  );
}
