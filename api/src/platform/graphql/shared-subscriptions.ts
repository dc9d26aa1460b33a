import { createRequire } from 'node:module';
import type { DocumentNode, ExecutionArgs, ExecutionResult } from 'graphql';

// The CommonJS build of graphql, the one type-graphql and graphql-ws load: a test runner that resolves
// `import 'graphql'` to the ESM build would otherwise hold a second graphql that refuses this schema.
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
const { createSourceEventStream, execute, getOperationAST, subscribe } = graphql;

/**
 * Subscriptions whose events read the same for every subscriber: their resolvers and the fields of
 * their payload types do not look at the context (the viewer). One pilgrimage chat may have thousands
 * of subscribers; for these, an event is executed once per distinct selection (document, operation and
 * variables) and the result is shared, instead of once per subscriber. Add a field here only if that
 * holds for it and for every field reachable from its type.
 */
// Not companionMoved: the position in it depends on the viewer (exact for accepted companions only).
export const VIEWER_INDEPENDENT_SUBSCRIPTIONS = new Set(['pilgrimageMessageAdded', 'pilgrimageUpdateAdded']);

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
  // Documents sent over the socket are parsed once per text (graphql-limits.ts), so the document object
  // names the text: a number instead of a printed copy of the query kept by every subscription.
  const documentIds = new WeakMap<DocumentNode, number>();
  let lastDocumentId = 0;
  const documentIdOf = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = ++lastDocumentId));
    return id;
  };
  return async (args: ExecutionArgs) => {
    const field = rootFieldOf(args);
    if (!field || !VIEWER_INDEPENDENT_SUBSCRIPTIONS.has(field)) return subscribe(args);
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const key = `${documentIdOf(args.document)}\n${args.operationName ?? ''}\n${JSON.stringify(args.variableValues ?? {})}`;
    return new SharedResults(source[Symbol.asyncIterator](), args, key, executed);
  };
}

/**
 * One subscriber's results: each event's execution is looked up by the event object and the
 * subscription's key, and run only by the first subscriber that reads it. Methods on the prototype,
 * not closures, since a chat may have thousands of these.
 */
class SharedResults implements AsyncIterableIterator<ExecutionResult> {
  constructor(
    private readonly events: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    private readonly key: string,
    private readonly executed: WeakMap<object, Results>,
  ) {}

  async next(): Promise<IteratorResult<ExecutionResult>> {
    const event = await this.events.next();
    if (event.done) return { done: true, value: undefined };
    return { done: false, value: await this.resultFor(event.value) };
  }

  // Ending the subscription ends the source at once (the pub/sub forgets the subscriber), even while a
  // read is pending: that read then ends too.
  async return(): Promise<IteratorResult<ExecutionResult>> {
    await this.events.return?.();
    return { done: true, value: undefined };
  }

  async throw(error: unknown): Promise<IteratorResult<ExecutionResult>> {
    await this.events.return?.();
    throw error;
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private resultFor(event: unknown): ExecutionResult | Promise<ExecutionResult> {
    if (typeof event !== 'object' || event === null) return execute({ ...this.args, rootValue: event });
    let byKey = this.executed.get(event);
    if (!byKey) {
      byKey = new Map();
      this.executed.set(event, byKey);
    }
    let result = byKey.get(this.key);
    if (!result) {
      result = execute({ ...this.args, rootValue: event });
      byKey.set(this.key, result);
    }
    return result;
  }
}
