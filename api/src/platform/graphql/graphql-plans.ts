import type { NextFunction, Request, Response } from 'express';
import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type SelectionSetNode,
  type ValidationRule,
  getVariableValues,
} from 'graphql';
import type { RequestContext } from '../context';

/**
 * GraphQL queries run from a plan made once per document: the map asks the same few
 * documents thousands of times, and graphql-js walks every field of every altar on each answer (2,200
 * field resolutions for 200 altars) before Apollo stringifies the result. A plan covers a query whose
 * root fields have resolvers and whose nested fields are plain properties (no arguments, directives,
 * fragments or abstract types): the root resolvers run as graphql-js would call them (the same
 * arguments, context and authorization), and the answer is written by a serialiser made for the
 * selection, in the selection's order, each scalar through its type's `serialize`. Anything else, and any
 * error (bad variables, a resolver's error, a null where the schema promises a value), goes on to Apollo,
 * which answers it as before; the guest read a plan already counted is not counted again.
 */

/** Writes one value of a selection as JSON (throws on a value the schema does not allow, e.g. null in `Int!`). */
type Writer = (value: unknown) => string;

interface RootField {
  responseKey: string;
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
  write: Writer;
}

interface Plan {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  fields: RootField[];
}

/** A value the plan cannot write as graphql-js would: the request goes on to Apollo. */
class NotPlanned extends Error {}

function writerFor(type: GraphQLOutputType, selection: SelectionSetNode | undefined): Writer | undefined {
  if (isNonNullType(type)) {
    const inner = writerFor(type.ofType, selection);
    if (!inner) return undefined;
    return (value) => {
      if (value === null || value === undefined) throw new NotPlanned('null in a non-null field');
      return inner(value);
    };
  }
  const nullable = getNullableType(type);
  let write: Writer | undefined;
  if (isListType(nullable)) {
    const item = writerFor(nullable.ofType, selection);
    if (!item) return undefined;
    write = (value) => {
      if (!Array.isArray(value)) throw new NotPlanned('not a list');
      let text = '[';
      for (let i = 0; i < value.length; i++) text += (i === 0 ? '' : ',') + item(value[i]);
      return `${text}]`;
    };
  } else if (isLeafType(nullable)) {
    if (selection) return undefined;
    write = (value) => {
      const serialized: unknown = nullable.serialize(value);
      if (serialized === null || serialized === undefined) throw new NotPlanned('a scalar without a value');
      return JSON.stringify(serialized);
    };
  } else if (isObjectType(nullable) && selection) {
    write = objectWriter(nullable, selection);
  }
  if (!write) return undefined;
  const present = write;
  return (value) => (value === null || value === undefined ? 'null' : present(value));
}

/** The fields of `selection` on `type`, when each is a plain property of the object. */
function objectWriter(type: GraphQLObjectType, selection: SelectionSetNode): Writer | undefined {
  const fields: Array<{ prefix: string; name: string; write: Writer }> = [];
  const keys = new Set<string>();
  const fieldMap = type.getFields();
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD || node.directives?.length || node.arguments?.length) return undefined;
    const key = node.alias?.value ?? node.name.value;
    // A key asked twice is merged by graphql-js; not planned.
    if (keys.has(key)) return undefined;
    keys.add(key);
    const prefix = `${fields.length === 0 ? '{' : ','}${JSON.stringify(key)}:`;
    if (node.name.value === '__typename') {
      const typeName = JSON.stringify(type.name);
      fields.push({ prefix, name: '', write: () => typeName });
      continue;
    }
    const field = fieldMap[node.name.value];
    if (!field || field.resolve || field.args.length > 0) return undefined;
    const write = writerFor(field.type, node.selectionSet);
    if (!write) return undefined;
    fields.push({ prefix, name: field.name, write });
  }
  if (fields.length === 0) return undefined;
  return (value) => {
    const object = value as Record<string, unknown>;
    let text = '';
    for (const field of fields) text += field.prefix + field.write(field.name === '' ? null : object[field.name]);
    return `${text}}`;
  };
}

function planOf(
  schema: GraphQLSchema,
  query: string,
  operationName: string | undefined,
  parseOptions: ParseOptions,
  rules: readonly ValidationRule[],
): Plan | undefined {
  let document: DocumentNode;
  try {
    document = parse(query, parseOptions);
  } catch {
    return undefined;
  }
  if (document.definitions.length !== 1) return undefined;
  const [operation] = document.definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return undefined;
  if (operationName !== undefined && operation.name?.value !== operationName) return undefined;
  if (operation.directives?.length) return undefined;
  if (validate(schema, document, [...specifiedRules, ...rules]).length > 0) return undefined;
  const queryType = schema.getQueryType();
  if (!queryType) return undefined;
  const fields: RootField[] = [];
  const keys = new Set<string>();
  for (const node of operation.selectionSet.selections) {
    if (node.kind !== Kind.FIELD || node.directives?.length) return undefined;
    const field = queryType.getFields()[node.name.value];
    const responseKey = node.alias?.value ?? node.name.value;
    if (!field?.resolve || keys.has(responseKey)) return undefined;
    keys.add(responseKey);
    // The resolver's answer is written by the plan; its named type must be an object or a scalar.
    if (!isObjectType(getNamedType(field.type)) && !isLeafType(getNamedType(field.type))) return undefined;
    const write = writerFor(field.type, node.selectionSet);
    if (!write) return undefined;
    fields.push({ responseKey, field, node, write });
  }
  return fields.length === 0 ? undefined : { document, operation, fields };
}

export interface GraphqlPlansOptions {
  schema: GraphQLSchema;
  parseOptions: ParseOptions;
  validationRules: readonly ValidationRule[];
  /** The request's context, as Apollo's context function makes it. */
  contextOf(req: Request, res: Response): RequestContext;
  /** What Apollo's plugin checks before running an operation (list cost, budgets); throws to refuse. */
  beforeRun(
    ctx: RequestContext,
    document: DocumentNode,
    operationName: string | undefined,
    variables: unknown,
  ): Promise<void>;
  /** How many documents keep their plan (least recently asked dropped first). */
  maxPlans?: number;
}

/** Marks a request whose guest read the plan counted, so that Apollo does not count it again. */
const counted = new WeakSet<Request>();

/** True when the plan already counted this request's guest read before handing it on to Apollo. */
export function readCountedByPlan(req: Request): boolean {
  return counted.has(req);
}

/**
 * Express middleware before Apollo's on POST /graphql: answers the planned queries itself and hands every
 * other request to Apollo unchanged.
 */
export function planGraphqlQueries(options: GraphqlPlansOptions) {
  const plans = new Map<string, Plan | undefined>();
  const maxPlans = options.maxPlans ?? 200;
  const planFor = (query: string, operationName: string | undefined) => {
    const key = `${operationName ?? ''}\n${query}`;
    if (plans.has(key)) {
      const plan = plans.get(key);
      plans.delete(key);
      plans.set(key, plan);
      return plan;
    }
    const plan = planOf(options.schema, query, operationName, options.parseOptions, options.validationRules);
    plans.set(key, plan);
    if (plans.size > maxPlans) plans.delete(plans.keys().next().value as string);
    return plan;
  };

  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: unknown };
    const accept = req.get('accept');
    if (
      req.method !== 'POST' ||
      !req.is('application/json') ||
      (accept !== undefined && accept.includes('graphql-response')) ||
      typeof body !== 'object' ||
      body === null ||
      typeof body.query !== 'string' ||
      body.extensions !== undefined ||
      (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') ||
      (body.variables !== undefined &&
        body.variables !== null &&
        (typeof body.variables !== 'object' || Array.isArray(body.variables)))
    )
      return next();
    const operationName = (body.operationName as string | null | undefined) ?? undefined;
    const plan = planFor(body.query, operationName);
    if (!plan) return next();
    const coerced = getVariableValues(
      options.schema,
      plan.operation.variableDefinitions ?? [],
      (body.variables as Record<string, unknown> | null | undefined) ?? {},
    );
    if (coerced.errors) return next();
    const ctx = options.contextOf(req, res);
    try {
      await options.beforeRun(
        ctx,
        plan.document,
        operationName,
        (body.variables as Record<string, unknown> | null | undefined) ?? undefined,
      );
    } catch {
      return next();
    }
    counted.add(req);
    try {
      const answers = await Promise.all(
        plan.fields.map(async ({ field, node, responseKey }) => {
          const info: GraphQLResolveInfo = {
            fieldName: field.name,
            fieldNodes: [node],
            returnType: field.type,
            parentType: options.schema.getQueryType() as GraphQLObjectType,
            path: { prev: undefined, key: responseKey, typename: 'Query' },
            schema: options.schema,
            fragments: {},
            rootValue: undefined,
            operation: plan.operation,
            variableValues: coerced.coerced,
          };
          return (field.resolve as NonNullable<typeof field.resolve>)(
            undefined,
            getArgumentValues(field, node, coerced.coerced),
            ctx,
            info,
          );
        }),
      );
      let text = '{"data":';
      plan.fields.forEach(({ responseKey, write }, index) => {
        text += `${index === 0 ? '{' : ','}${JSON.stringify(responseKey)}:${write(answers[index])}`;
      });
      res.status(200).type('application/json').send(`${text}}}\n`);
    } catch {
      // Apollo runs it again and answers the error as it always has.
      next();
    }
  };
}
