import type { IncomingMessage } from 'node:http';
import { execute, GraphQLError, type GraphQLSchema } from 'graphql';
import { CloseCode, handleProtocols, makeServer, type WebSocket as ProtocolSocket } from 'graphql-ws';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import type { SocketBudgetLimits } from '../config';
import type { AppServices, RequestContext, SessionControl } from '../context';
import {
  GRAPHQL_LIMIT_MESSAGES,
  isDocumentTooLarge,
  SOCKET_LIMITS,
  socketDocuments,
  type graphqlProtection,
  withoutSuggestions,
} from './graphql-limits';
import { refuseCostlyLists } from '../limits/list-cost';
import { formatGraphqlError } from './graphql-errors';
import type { Logger } from '../infra/logger';
import type { PubSub } from '../infra/pubsub';
import { SOCKET_ACCESS_TOPIC, type SocketAccessRevoked } from './socket-access';
import { sessionIdOfHandshake, userIdOfSession, type Sessions } from '../http/session';
import { createSharedSubscribe } from './shared-subscriptions';
import { refundGraphqlWrites, spendGraphqlWrites } from '../limits/write-budget';
import { spendGraphqlGuestRead } from '../limits/guest-reads';
import { clientAddressOf, clientNetworkOf, type TrustProxy } from '../http/trusted-proxies';

/** Unanswered pings are looked for this often; a socket that missed one is cut. */
const HEARTBEAT_MS = 12_000;
/** A socket must say connection_init within this time (graphql-ws's default), or it is closed. */
const INIT_WAIT_MS = 3_000;
/** WebSocket close code 1013, "try again later": over the connection limits. */
const TRY_AGAIN_LATER = 1013;
/** graphql-ws's Forbidden: access was revoked; the client reconnects with what its cookie allows now. */
const ACCESS_REVOKED = 4403;
/** Signed-in sockets' sessions are checked this often (expiry, sign-out or deletion on another instance). */
const SESSION_CHECK_MS = 60_000;

/** Sockets grouped by a key, for closing all of one session's or one member's at once. */
class SocketGroups<K> {
  private readonly groups = new Map<K, Set<WebSocket>>();
  add(key: K, socket: WebSocket): void {
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = new Set()));
    group.add(socket);
  }
  remove(key: K, socket: WebSocket): void {
    const group = this.groups.get(key);
    group?.delete(socket);
    if (group?.size === 0) this.groups.delete(key);
  }
  get(key: K): readonly WebSocket[] {
    return [...(this.groups.get(key) ?? [])];
  }
}

/** Open connections per key (address or session), released when a socket closes. */
class OpenCounts {
  private readonly counts = new Map<string, number>();
  constructor(private readonly limit: number) {}
  /** Counts one more for `key`, or answers false when the key is at its limit. */
  take(key: string): boolean {
    const open = this.counts.get(key) ?? 0;
    if (open >= this.limit) return false;
    this.counts.set(key, open + 1);
    return true;
  }
  release(key: string): void {
    const open = (this.counts.get(key) ?? 1) - 1;
    if (open <= 0) this.counts.delete(key);
    else this.counts.set(key, open);
  }
}

/**
 * The subscriptions an instance holds and the bytes of their documents, against the caps across every
 * socket; a subscription gives its share back when it ends (completed, refused later or closed).
 */
class SubscriptionBudget {
  private open = 0;
  private bytes = 0;
  constructor(private readonly limits: SocketBudgetLimits) {}
  /** Takes room for one subscription of a document this long, or answers false when there is none. */
  take(bytes: number): boolean {
    if (this.open + 1 > this.limits.subscriptions || this.bytes + bytes > this.limits.documentBytes) return false;
    this.open += 1;
    this.bytes += bytes;
    return true;
  }
  give(bytes: number): void {
    this.open -= 1;
    this.bytes -= bytes;
  }
}

/** A subscription's results that give its budget back once, when they end. Methods on the prototype. */
class Budgeted<T> implements AsyncIterableIterator<T> {
  private given = false;
  constructor(
    private readonly results: AsyncIterator<T>,
    private readonly budget: SubscriptionBudget,
    private readonly bytes: number,
  ) {}
  private giveBack(): void {
    if (this.given) return;
    this.given = true;
    this.budget.give(this.bytes);
  }
  async next(): Promise<IteratorResult<T>> {
    try {
      const result = await this.results.next();
      if (result.done) this.giveBack();
      return result;
    } catch (error) {
      this.giveBack();
      throw error;
    }
  }
  async return(): Promise<IteratorResult<T>> {
    this.giveBack();
    return (await this.results.return?.()) ?? { done: true, value: undefined };
  }
  async throw(error: unknown): Promise<IteratorResult<T>> {
    this.giveBack();
    if (this.results.throw) return this.results.throw(error);
    throw error;
  }
  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}

/**
 * What a connection keeps of its handshake: the session id and the address (and its socket). Not the
 * request: with thousands of idle subscribers its headers were a large part of each connection's memory.
 */
interface Handshake {
  socket: WebSocket;
  sessionId: string | undefined;
  clientAddress: string;
  /** The member the session was signed in as when the connection said connection_init. */
  userId?: number;
}

/** Per connection, what the shared socket listeners below need. */
interface Connection {
  openedAt: number;
  /** What the connection counts against, released when it closes. */
  release?: () => void;
  deliver?: (data: string) => Promise<void>;
  closed?: (code?: number, reason?: string) => Promise<void>;
}

const refuseOverSocket = () => Promise.reject(new Error('Sign in and out over HTTP.'));
const SOCKET_SESSION: SessionControl = {
  signIn: refuseOverSocket,
  signOut: refuseOverSocket,
  stash: refuseOverSocket,
  take: () => undefined,
  id: () => undefined,
};

/** graphql-ws's view of a ws socket, as a small object with methods on its prototype. */
class ProtocolAdapter implements ProtocolSocket {
  constructor(
    private readonly socket: WebSocket,
    private readonly connection: Connection,
  ) {}

  get protocol(): string {
    return this.socket.protocol;
  }

  send(data: string): Promise<void> {
    if (this.socket.readyState !== this.socket.OPEN) return Promise.resolve();
    return new Promise((resolve, reject) => this.socket.send(data, (error) => (error ? reject(error) : resolve())));
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }

  onMessage(deliver: (data: string) => Promise<void>): void {
    this.connection.deliver = deliver;
  }
}

export interface GraphqlSocketOptions {
  wsServer: WebSocketServer;
  /** Revocations arrive through it; `settled()` is awaited after each subscription starts, so it listens across instances before the next message. */
  pubsub: PubSub;
  /** Of these sessions, the ids still signed in as the given member (not signed out, expired or deleted). */
  liveSessions(sessions: Array<{ sessionId: string; userId: number }>): Promise<Set<string>>;
  schema: GraphQLSchema;
  services: AppServices;
  logger: Logger;
  sessions: Sessions;
  sessionSecret: string;
  graphqlIntrospection: boolean;
  protection: ReturnType<typeof graphqlProtection>;
  /** TRUST_PROXY, the same rule as HTTP's req.ip: behind a balancer, the client's address, not the balancer's. */
  trustProxy: TrustProxy;
  /** Caps across every socket of the instance. */
  budget: SocketBudgetLimits;
}

/**
 * GraphQL over WebSocket (the graphql-transport-ws protocol of graphql-ws) on a ws server, written for
 * many idle subscribers: the socket listeners and the heartbeat are shared by every connection instead
 * of closures and timers per connection (graphql-ws's own `useServer` keeps the handshake request, a
 * ping interval and six closures for each), queries are parsed and validated once with the HTTP limits,
 * and identical viewer-independent subscriptions share each event's execution.
 */
export function serveGraphqlOverWebSocket(options: GraphqlSocketOptions): {
  /** Closes the sockets whose sessions ended (run every minute; tests call it at once). */
  checkSessions(): Promise<void>;
  dispose(): Promise<void>;
} {
  const { wsServer, schema, services, logger, sessions, protection } = options;
  const formatError = formatGraphqlError(logger, protection.hideSuggestions);
  const documents = socketDocuments({ graphqlIntrospection: options.graphqlIntrospection }, protection);
  const connections = new WeakMap<WebSocket, Connection>();
  const unanswered = new WeakSet<WebSocket>();
  // Sockets that have not said connection_init yet (one sweep for all, not a timer per socket).
  const uninitialised = new Set<WebSocket>();
  const openByAddress = new OpenCounts(SOCKET_LIMITS.connectionsPerAddress);
  const openBySession = new OpenCounts(SOCKET_LIMITS.connectionsPerSession);
  const bySession = new SocketGroups<string>();
  const byMember = new SocketGroups<number>();
  const memberOf = new WeakMap<WebSocket, { userId: number; sessionId: string }>();
  let lastRequestId = 0;

  const sharedSubscribe = createSharedSubscribe();
  const budget = new SubscriptionBudget(options.budget);
  const protocol = makeServer<Record<string, unknown> | undefined, Handshake>({
    schema,
    connectionInitWaitTimeout: 0,
    onConnect: async ({ extra }) => {
      uninitialised.delete(extra.socket);
      extra.userId = await userIdOfSession(extra.sessionId, sessions);
      if (
        extra.userId !== undefined &&
        extra.sessionId !== undefined &&
        extra.socket.readyState === extra.socket.OPEN
      ) {
        byMember.add(extra.userId, extra.socket);
        memberOf.set(extra.socket, { userId: extra.userId, sessionId: extra.sessionId });
      }
    },
    parse: documents.parse,
    validate: documents.validate,
    subscribe: async (args) => {
      const bytes = args.document.loc?.source.body.length ?? 0;
      if (!budget.take(bytes)) return { errors: [new GraphQLError(GRAPHQL_LIMIT_MESSAGES.serverBusy)] };
      let result;
      try {
        result = await sharedSubscribe(args);
      } catch (error) {
        budget.give(bytes);
        throw error;
      }
      if (!(Symbol.asyncIterator in result)) {
        budget.give(bytes);
        return result;
      }
      // The Redis fan-out listens for this topic before the subscription counts as started.
      await options.pubsub.settled();
      return new Budgeted(result[Symbol.asyncIterator](), budget, bytes);
    },
    execute: async (args) => {
      try {
        refuseCostlyLists(args.document, args.operationName, args.variableValues, 'websocket', schema);
        await spendGraphqlWrites(args.contextValue as RequestContext, args.document, args.operationName, 'websocket');
        await spendGraphqlGuestRead(
          args.contextValue as RequestContext,
          args.document,
          args.operationName,
          'websocket',
        );
      } catch (error) {
        if (error instanceof GraphQLError) return { errors: [error] };
        throw error;
      }
      const result = await execute(args);
      if (result.errors) {
        await refundGraphqlWrites(
          args.contextValue as RequestContext,
          args.document,
          args.operationName,
          result.errors,
        );
      }
      return result;
    },
    onSubscribe: (ctx, _id, payload) => {
      // Checked before anything is parsed or kept: the size of the text, and operations at once.
      if (typeof payload.query !== 'string' || isDocumentTooLarge(payload.query))
        return [new GraphQLError(GRAPHQL_LIMIT_MESSAGES.documentTooLarge)];
      if (Object.keys(ctx.subscriptions).length > SOCKET_LIMITS.operationsPerConnection)
        return [new GraphQLError(GRAPHQL_LIMIT_MESSAGES.tooManyOperations)];
      // The subscription keeps its message to the end: let it hold the one kept copy of the text,
      // without comments and spacing.
      (payload as { query: string }).query = documents.intern(payload.query);
    },
    // An error a resolver threw says what it says over HTTP (a domain error its code, the database away
    // UNAVAILABLE, anything else only "internal error"): never the text of an unexpected error. The server's
    // own refusals (limits, budgets) are GraphQL errors with no original error, and stay as they are.
    onNext: (_ctx, _id, _payload, _args, result) =>
      result.errors?.some((error) => error.originalError)
        ? {
            ...result,
            errors: result.errors.map((error) =>
              error.originalError ? formatError(error.toJSON(), error) : error.toJSON(),
            ),
          }
        : undefined,
    onError: (_ctx, _id, _payload, errors) =>
      errors.map((error) => {
        const formatted = error.toJSON();
        return protection.hideSuggestions
          ? { ...formatted, message: withoutSuggestions(formatted.message) }
          : formatted;
      }),
    context: async ({ extra }): Promise<RequestContext> => ({
      services,
      // Short and flat: a random UUID is a tree of ~15 string pieces kept by every subscription.
      requestId: `ws${(++lastRequestId).toString(36)}`,
      logger,
      viewer: { userId: await userIdOfSession(extra.sessionId, sessions) },
      session: SOCKET_SESSION,
      clientAddress: extra.clientAddress,
    }),
  });

  function onSocketMessage(this: WebSocket, data: RawData) {
    const deliver = connections.get(this)?.deliver;
    if (!deliver) return;
    deliver(String(data)).catch((error: unknown) => {
      logger.error({ err: error }, 'GraphQL WebSocket message failed');
      this.close(CloseCode.InternalServerError, 'Internal server error');
    });
  }
  function onSocketPong(this: WebSocket) {
    unanswered.delete(this);
  }
  function onSocketError(this: WebSocket, error: Error) {
    logger.warn({ err: error }, 'GraphQL WebSocket error');
    this.close(CloseCode.InternalServerError, 'Internal server error');
  }
  function onSocketClose(this: WebSocket, code: number, reason: Buffer) {
    const connection = connections.get(this);
    connections.delete(this);
    uninitialised.delete(this);
    connection?.release?.();
    const member = memberOf.get(this);
    if (member) byMember.remove(member.userId, this);
    void connection?.closed?.(code, String(reason));
  }

  wsServer.options.handleProtocols = handleProtocols;
  wsServer.on('error', (error) => logger.error({ err: error }, 'GraphQL WebSocket server error'));
  wsServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const sessionId = sessionIdOfHandshake(request, options.sessionSecret);
    // IPv6 clients counted per /64, like HTTP's limits.
    const clientAddress = clientNetworkOf(clientAddressOf(request, options.trustProxy));
    if (!openByAddress.take(clientAddress)) {
      socket.close(TRY_AGAIN_LATER, GRAPHQL_LIMIT_MESSAGES.tooManyConnections);
      return;
    }
    if (sessionId !== undefined && !openBySession.take(sessionId)) {
      openByAddress.release(clientAddress);
      socket.close(TRY_AGAIN_LATER, GRAPHQL_LIMIT_MESSAGES.tooManyConnections);
      return;
    }
    if (sessionId !== undefined) bySession.add(sessionId, socket);
    const connection: Connection = {
      openedAt: Date.now(),
      release: () => {
        openByAddress.release(clientAddress);
        if (sessionId !== undefined) {
          openBySession.release(sessionId);
          bySession.remove(sessionId, socket);
        }
      },
    };
    connections.set(socket, connection);
    uninitialised.add(socket);
    socket.on('message', onSocketMessage);
    socket.on('pong', onSocketPong);
    socket.on('error', onSocketError);
    socket.on('close', onSocketClose);
    connection.closed = protocol.opened(new ProtocolAdapter(socket, connection), { socket, sessionId, clientAddress });
  });

  const revoke = (sockets: readonly WebSocket[]) => {
    for (const socket of sockets) socket.close(ACCESS_REVOKED, 'Forbidden');
  };
  const revocations = options.pubsub.subscribe(SOCKET_ACCESS_TOPIC)[Symbol.asyncIterator]();
  void (async () => {
    for (;;) {
      const next = await revocations.next();
      if (next.done) return;
      const revoked = next.value as Partial<SocketAccessRevoked>;
      if ('sessionId' in revoked && typeof revoked.sessionId === 'string') revoke(bySession.get(revoked.sessionId));
      if ('userId' in revoked && typeof revoked.userId === 'number') revoke(byMember.get(revoked.userId));
    }
  })();

  async function checkSessions(): Promise<void> {
    const signedIn = new Map<string, { sessionId: string; userId: number }>();
    for (const socket of wsServer.clients) {
      const member = memberOf.get(socket);
      if (member) signedIn.set(member.sessionId, member);
    }
    if (signedIn.size === 0) return;
    const live = await options.liveSessions([...signedIn.values()]);
    for (const sessionId of signedIn.keys()) if (!live.has(sessionId)) revoke(bySession.get(sessionId));
  }
  const sessionCheck = setInterval(() => {
    checkSessions().catch((error: unknown) => logger.warn({ err: error }, 'WebSocket session check failed'));
  }, SESSION_CHECK_MS);
  sessionCheck.unref();

  const heartbeat = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (unanswered.has(socket)) {
        socket.terminate();
        continue;
      }
      unanswered.add(socket);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const initSweep = setInterval(() => {
    const now = Date.now();
    for (const socket of uninitialised) {
      const connection = connections.get(socket);
      if (connection && now - connection.openedAt < INIT_WAIT_MS) continue;
      uninitialised.delete(socket);
      socket.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
    }
  }, 500);
  initSweep.unref();

  return {
    checkSessions,
    async dispose() {
      clearInterval(sessionCheck);
      void revocations.return?.();
      clearInterval(heartbeat);
      clearInterval(initSweep);
      for (const socket of wsServer.clients) socket.close(1001, 'Going away');
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) => wsServer.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
