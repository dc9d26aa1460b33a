import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * What a query may ask for, counted with the lists it asks for: a field costs 1 plus its selection
 * times the `limit` (or `first`) it asks for. One `altars(limit: 2000) { ...20 fields }` costs about
 * 42,000; fifteen aliases of it, 630,000. The depth/alias/token rules cannot see this: list size was
 * free.
 */
export const LIST_COST = {
  maxCost: 50_000,
  /** Arguments that say how many items a list field returns. */
  sizeArguments: ['limit', 'first'] as readonly string[],
} as const;

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

  const costOf = (selectionSet: SelectionSetNode, visiting: ReadonlySet<string>): number => {
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
        total += 1 + size * costOf(selection.selectionSet, visiting);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += costOf(selection.selectionSet, visiting);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment spread inside itself is refused by validation; never follow one twice here.
        if (fragment && !visiting.has(name)) total += costOf(fragment.selectionSet, new Set([...visiting, name]));
      }
    }
    return total;
  };
  return costOf(operation.selectionSet, new Set());
}

/** Throws (a 400 over HTTP) when the operation's list-weighted cost is over the limit. */
export function refuseCostlyLists(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  transport: 'http' | 'websocket',
): void {
  if (listCost(document, operationName, variables) <= LIST_COST.maxCost) return;
  throw new GraphQLError(LIST_COST_MESSAGE, {
    extensions: { code: 'QUERY_TOO_COSTLY', ...(transport === 'http' ? { http: { status: 400 } } : {}) },
  });
}
