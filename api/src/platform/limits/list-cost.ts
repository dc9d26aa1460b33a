import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What a query may ask for, counted with the lists it asks for: a field costs 1 plus its selection
 * times the `limit` (or `first`) it asks for. One `altars(limit: 2000) { ...20 fields }` costs about
 * 42,000; fifteen aliases of it, 630,000. The depth/alias/token rules cannot see this: list size was
 * free. A list field whose rows cost work whatever is selected (subqueries per row) says so in its
 * `listItemCost` extension, added for each item.
 */
export const LIST_COST = {
  maxCost: 50_000,
  /** Arguments that say how many items a list field returns. */
  sizeArguments: ['limit', 'first'] as readonly string[],
  /** The field extension naming what each item of a list costs beyond its selected fields. */
  itemCostExtension: 'listItemCost',
} as const;

/** A composite type as the walk needs it (duck-typed: the schema may come from another copy of graphql). */
interface Composite {
  getFields(): Record<string, { type: unknown; extensions?: Record<string, unknown> | null }>;
}

function compositeOf(type: unknown): Composite | undefined {
  let named = type as { ofType?: unknown } | undefined;
  while (named && named.ofType) named = named.ofType as { ofType?: unknown };
  return named && typeof (named as Partial<Composite>).getFields === 'function' ? (named as Composite) : undefined;
}

export const LIST_COST_MESSAGE = `This query asks for too much at once (cost over ${LIST_COST.maxCost.toLocaleString('en-US')}). Ask for fewer items or fewer fields.`;

type Variables = Record<string, unknown> | null | undefined;

function numberOf(value: ValueNode, variables: Variables, defaults: Map<string, ValueNode>): number | undefined {
  switch (value.kind) {
    case Kind.INT:
    case Kind.FLOAT:
      return Number(value.value);
    case Kind.VARIABLE: {
      const given = variables?.[value.name.value];
      if (typeof given === 'number') return given;
      const fallback = defaults.get(value.name.value);
      return fallback ? numberOf(fallback, undefined, new Map()) : undefined;
    }
    default:
      return undefined;
  }
}

/** The list-weighted cost of the operation that would run (fragments followed, each at most once per path). */
export function listCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  schema?: GraphQLSchema,
): number {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const defaults = new Map(
    (operation.variableDefinitions ?? [])
      .filter((definition) => definition.defaultValue)
      .map((definition) => [definition.variable.name.value, definition.defaultValue as ValueNode]),
  );

  const typeNamed = (name: string | undefined, fallback: Composite | undefined) =>
    name === undefined ? fallback : compositeOf(schema?.getType(name));
  const rootType = compositeOf(
    operation.operation === 'query'
      ? schema?.getQueryType()
      : operation.operation === 'mutation'
        ? schema?.getMutationType()
        : schema?.getSubscriptionType(),
  );

  const costOf = (
    selectionSet: SelectionSetNode,
    parent: Composite | undefined,
    visiting: ReadonlySet<string>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.selectionSet) {
          total += 1;
          continue;
        }
        let size = 1;
        for (const argument of selection.arguments ?? []) {
          if (!LIST_COST.sizeArguments.includes(argument.name.value)) continue;
          size = Math.max(size, numberOf(argument.value, variables, defaults) ?? 1);
        }
        const definition = parent?.getFields()[selection.name.value];
        const itemCost = Number(definition?.extensions?.[LIST_COST.itemCostExtension] ?? 0) || 0;
        total += 1 + size * (itemCost + costOf(selection.selectionSet, compositeOf(definition?.type), visiting));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(selection.selectionSet, typeNamed(selection.typeCondition?.name.value, parent), visiting);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment spread inside itself is refused by validation; never follow one twice here.
        if (fragment && !visiting.has(name))
          total += costOf(
            fragment.selectionSet,
            typeNamed(fragment.typeCondition.name.value, parent),
            new Set([...visiting, name]),
          );
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, rootType, new Set());
}

/** Throws (a 400 over HTTP) when the operation's list-weighted cost is over the limit. */
export function refuseCostlyLists(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  transport: 'http' | 'websocket',
  schema: GraphQLSchema,
): void {
  if (listCost(document, operationName, variables, schema) <= LIST_COST.maxCost) return;
  throw new GraphQLError(LIST_COST_MESSAGE, {
    extensions: { code: 'QUERY_TOO_COSTLY', ...(transport === 'http' ? { http: { status: 400 } } : {}) },
  });
}
