import { createRequire } from 'node:module';
import type { ExecutionArgs, ExecutionResult } from 'graphql';

// The CommonJS build of graphql, the one type-graphql and graphql-ws load: a test runner that resolves
// `import 'graphql'` to the ESM build would otherwise hold a second graphql that refuses this schema.
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const { createSourceEventStream, execute, getOperationAST, print, subscribe } = graphql;

/**
 * Subscriptions whose events read the same for every subscriber: their resolvers and the fields of
 * their payload types do not look at the context (the viewer). One pilgrimage chat may have thousands
 * of subscribers; for these, an event is executed once per distinct selection (document, operation and
 * variables) and the result is shared, instead of once per subscriber. Add a field here only if that
 * holds for it and for every field reachable from its type.
 */
export const VIEWER_INDEPENDENT_SUBSCRIPTIONS = new Set([
  'pilgrimageMessageAdded',
  'pilgrimageUpdateAdded',
  'companionMoved',
]);

type Results = Map<string, ExecutionResult | Promise<ExecutionResult>>;

function rootFieldOf(args: ExecutionArgs): string | undefined {
  const operation = getOperationAST(args.document, args.operationName);
  const [selection, ...others] = operation?.selectionSet.selections ?? [];
  return others.length === 0 && selection?.kind === 'Field' ? selection.name.value : undefined;
}

/** graphql's `subscribe`, sharing each event's execution among identical viewer-independent subscriptions. */
export function createSharedSubscribe() {
  // Keyed by the event object itself: every subscriber of a topic receives the same object.
  const executed = new WeakMap<object, Results>();
  return async (args: ExecutionArgs) => {
    const field = rootFieldOf(args);
    if (!field || !VIEWER_INDEPENDENT_SUBSCRIPTIONS.has(field)) return subscribe(args);
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const key = `${args.operationName ?? ''}\n${print(args.document)}\n${JSON.stringify(args.variableValues ?? {})}`;
    const run = (event: unknown) => execute({ ...args, rootValue: event });
    const resultFor = (event: unknown): ExecutionResult | Promise<ExecutionResult> => {
      if (typeof event !== 'object' || event === null) return run(event);
      let byKey = executed.get(event);
      if (!byKey) {
        byKey = new Map();
        executed.set(event, byKey);
      }
      let result = byKey.get(key);
      if (!result) {
        result = run(event);
        byKey.set(key, result);
      }
      return result;
    };
    const events = source[Symbol.asyncIterator]();
    // Ending the subscription ends the source at once (the pub/sub forgets the subscriber), even while a
    // read is pending: that read then ends too.
    const iterator: AsyncIterableIterator<ExecutionResult> = {
      async next() {
        const event = await events.next();
        if (event.done) return { done: true, value: undefined };
        return { done: false, value: await resultFor(event.value) };
      },
      async return() {
        await events.return?.();
        return { done: true, value: undefined };
      },
      async throw(error: unknown) {
        await events.return?.();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  };
}
