import type { IncomingMessage } from 'node:http';
import { execute, GraphQLError, type GraphQLSchema } from 'graphql';
import { CloseCode, handleProtocols, makeServer, type WebSocket as ProtocolSocket } from 'graphql-ws';
import type { RawData, WebSocket, WebSocketServer } from 'ws';
import type { Services } from '../services';
import type { RequestContext, SessionControl } from './context';
import { socketDocuments, type graphqlProtection, withoutSuggestions } from './graphql-limits';
import type { Logger } from './logger';
import { sessionIdOfHandshake, userIdOfSession, type Sessions } from './session';
import { createSharedSubscribe } from './shared-subscriptions';
import { spendGraphqlWrites } from './write-budget';
import { clientAddressOf, type TrustProxy } from './trusted-proxies';
import type { PubSub } from './pubsub';

/** Unanswered pings are looked for this often; a socket that missed one is cut. */
const HEARTBEAT_MS = 12_000;
/** A socket must say connection_init within this time (graphql-ws's default), or it is closed. */
const INIT_WAIT_MS = 3_000;

/**
 * What a connection keeps of its handshake: the session id and the address (and its socket). Not the
 * request: with thousands of idle subscribers its headers were a large part of each connection's memory.
 */
interface Handshake {
  socket: WebSocket;
  sessionId: string | undefined;
  clientAddress: string;
}

/** Per connection, what the shared socket listeners below need. */
interface Connection {
  openedAt: number;
  deliver?: (data: string) => Promise<void>;
  closed?: (code?: number, reason?: string) => Promise<void>;
}

const refuseOverSocket = () => Promise.reject(new Error('Sign in and out over HTTP.'));
const SOCKET_SESSION: SessionControl = {
  signIn: refuseOverSocket,
  signOut: refuseOverSocket,
  stash: refuseOverSocket,
  take: () => undefined,
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
  schema: GraphQLSchema;
  services: Services;
  logger: Logger;
  sessions: Sessions;
  sessionSecret: string;
  graphqlIntrospection: boolean;
  protection: ReturnType<typeof graphqlProtection>;
  /** Awaited after each subscription starts, so it listens across instances before the next message. */
  pubsub: Pick<PubSub, 'settled'>;
  /** TRUST_PROXY, the same rule as HTTP's req.ip: behind a balancer, the client's address, not the balancer's. */
  trustProxy: TrustProxy;
}

/**
 * GraphQL over WebSocket (the graphql-transport-ws protocol of graphql-ws) on a ws server, written for
 * many idle subscribers: the socket listeners and the heartbeat are shared by every connection instead
 * of closures and timers per connection (graphql-ws's own `useServer` keeps the handshake request, a
 * ping interval and six closures for each), queries are parsed and validated once with the HTTP limits,
 * and identical viewer-independent subscriptions share each event's execution.
 */
export function serveGraphqlOverWebSocket(options: GraphqlSocketOptions): { dispose(): Promise<void> } {
  const { wsServer, schema, services, logger, sessions, protection } = options;
  const documents = socketDocuments({ graphqlIntrospection: options.graphqlIntrospection }, protection);
  const connections = new WeakMap<WebSocket, Connection>();
  const unanswered = new WeakSet<WebSocket>();
  // Sockets that have not said connection_init yet (one sweep for all, not a timer per socket).
  const uninitialised = new Set<WebSocket>();
  let lastRequestId = 0;

  const sharedSubscribe = createSharedSubscribe();
  const protocol = makeServer<Record<string, unknown> | undefined, Handshake>({
    schema,
    connectionInitWaitTimeout: 0,
    onConnect: ({ extra }) => {
      uninitialised.delete(extra.socket);
    },
    parse: documents.parse,
    validate: documents.validate,
    subscribe: async (args) => {
      const result = await sharedSubscribe(args);
      // The Redis fan-out listens for this topic before the subscription counts as started.
      await options.pubsub.settled();
      return result;
    },
    execute: async (args) => {
      try {
        await spendGraphqlWrites(args.contextValue as RequestContext, args.document, args.operationName, 'websocket');
      } catch (error) {
        if (error instanceof GraphQLError) return { errors: [error] };
        throw error;
      }
      return execute(args);
    },
    // The subscription keeps its message to the end: let it hold the one kept copy of the text.
    onSubscribe: (_ctx, _id, payload) => {
      (payload as { query: string }).query = documents.intern(payload.query);
    },
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
    void connection?.closed?.(code, String(reason));
  }

  wsServer.options.handleProtocols = handleProtocols;
  wsServer.on('error', (error) => logger.error({ err: error }, 'GraphQL WebSocket server error'));
  wsServer.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    const connection: Connection = { openedAt: Date.now() };
    connections.set(socket, connection);
    uninitialised.add(socket);
    socket.on('message', onSocketMessage);
    socket.on('pong', onSocketPong);
    socket.on('error', onSocketError);
    socket.on('close', onSocketClose);
    connection.closed = protocol.opened(new ProtocolAdapter(socket, connection), {
      socket,
      sessionId: sessionIdOfHandshake(request, options.sessionSecret),
      clientAddress: clientAddressOf(request, options.trustProxy),
    });
  });

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
    async dispose() {
      clearInterval(heartbeat);
      clearInterval(initSweep);
      for (const socket of wsServer.clients) socket.close(1001, 'Going away');
      wsServer.removeAllListeners();
      await new Promise<void>((resolve, reject) => wsServer.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
