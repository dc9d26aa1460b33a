import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { TestClient, validSignup } from '../../../test/http';
import { eventually } from '../../../test/wait';
import { GRAPHQL_LIMIT_MESSAGES, GRAPHQL_LIMITS, SOCKET_LIMITS } from './graphql-limits';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const PROTOCOL = 'graphql-transport-ws';

function open(headers: Record<string, string> = {}, protocol = PROTOCOL): Promise<WebSocket> {
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/graphql`, protocol, { headers });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const closeOf = (socket: WebSocket) =>
  new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );

interface ProtocolMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

/** Reads protocol messages in order (several may arrive in one network read). */
function reader(socket: WebSocket): () => Promise<ProtocolMessage> {
  const arrived: ProtocolMessage[] = [];
  const waiting: Array<(message: ProtocolMessage) => void> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ProtocolMessage;
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else arrived.push(message);
  });
  return () => {
    const message = arrived.shift();
    return message ? Promise.resolve(message) : new Promise((resolve) => waiting.push(resolve));
  };
}

describe('GraphQL over WebSocket', () => {
  it('closes a socket that never says connection_init with 4408', async () => {
    const socket = await open();
    const closed = await closeOf(socket);
    expect(closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });

  it('refuses a subprotocol other than graphql-transport-ws', async () => {
    await expect(open({}, 'graphql-ws')).rejects.toThrow('Server sent no subprotocol');
  });

  it("answers a query as the handshake cookie's member, and as a guest without it", async () => {
    const member = new TestClient(app.url);
    const signup = validSignup({ firstName: 'Rowan' });
    expect((await member.post('/api/auth/signup', signup)).status).toBe(201);
    for (const [headers, expected] of [
      [{ cookie: member.cookie ?? '' }, { firstName: 'Rowan' }],
      [{}, null],
    ] as const) {
      const socket = await open(headers);
      const nextMessage = reader(socket);
      socket.send(JSON.stringify({ type: 'connection_init' }));
      expect((await nextMessage()).type).toBe('connection_ack');
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ me { firstName } }' } }));
      const answer = await nextMessage();
      expect(answer).toMatchObject({ id: '1', type: 'next', payload: { data: { me: expected } } });
      expect((await nextMessage()).type).toBe('complete');
      socket.close(1000);
    }
  });

  it('closes a connection that sends something that is not a protocol message with 4400', async () => {
    const socket = await open();
    socket.send('not json');
    expect((await closeOf(socket)).code).toBe(4400);
  });
});

describe('GraphQL WebSocket bounds', () => {
  async function acknowledged(headers: Record<string, string> = {}) {
    const socket = await open(headers);
    const nextMessage = reader(socket);
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect((await nextMessage()).type).toBe('connection_ack');
    return { socket, nextMessage };
  }

  it('closes a socket whose message is larger than 64 KB (1009) without reading it', async () => {
    const { socket } = await acknowledged();
    const padding = ' '.repeat(SOCKET_LIMITS.maxMessageBytes);
    const closed = closeOf(socket);
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `{ me { id } }${padding}` } }));
    expect((await closed).code).toBe(1009);
  });

  it('refuses a document over the size limit before parsing it, whitespace included, and keeps the socket', async () => {
    const { socket, nextMessage } = await acknowledged();
    const padded = `{ me { id } }${' '.repeat(GRAPHQL_LIMITS.maxDocumentBytes)}`;
    socket.send(JSON.stringify({ id: 'big', type: 'subscribe', payload: { query: padded } }));
    expect(await nextMessage()).toMatchObject({
      id: 'big',
      type: 'error',
      payload: [{ message: GRAPHQL_LIMIT_MESSAGES.documentTooLarge }],
    });
    // The same connection still answers an ordinary query.
    socket.send(JSON.stringify({ id: 'small', type: 'subscribe', payload: { query: '{ me { id } }' } }));
    expect(await nextMessage()).toMatchObject({ id: 'small', type: 'next', payload: { data: { me: null } } });
    socket.close(1000);
  });

  it(`runs at most ${SOCKET_LIMITS.operationsPerConnection} operations at once on one connection`, async () => {
    const { socket, nextMessage } = await acknowledged();
    const subscription = 'subscription { altarCreated { id } }';
    for (let i = 0; i < SOCKET_LIMITS.operationsPerConnection; i += 1)
      socket.send(JSON.stringify({ id: `s${i}`, type: 'subscribe', payload: { query: subscription } }));
    socket.send(JSON.stringify({ id: 'one-too-many', type: 'subscribe', payload: { query: subscription } }));
    expect(await nextMessage()).toMatchObject({
      id: 'one-too-many',
      type: 'error',
      payload: [{ message: GRAPHQL_LIMIT_MESSAGES.tooManyOperations }],
    });
    socket.close(1000);
  });

  it(`accepts at most ${SOCKET_LIMITS.connectionsPerSession} connections of one session, and takes more once one closes`, async () => {
    const member = new TestClient(app.url);
    expect((await member.post('/api/auth/signup', validSignup())).status).toBe(201);
    const headers = { cookie: member.cookie ?? '' };
    const sockets = await Promise.all(Array.from({ length: SOCKET_LIMITS.connectionsPerSession }, () => open(headers)));
    const refused = await open(headers);
    expect(await closeOf(refused)).toEqual({ code: 1013, reason: GRAPHQL_LIMIT_MESSAGES.tooManyConnections });
    const first = sockets.shift();
    const firstClosed = closeOf(first as WebSocket);
    first?.close(1000);
    await firstClosed;
    // The server counts the close once it has seen it: try until it has. Each try ends in the server's
    // answer, an acknowledgement or the refusal's close, whichever comes first.
    const attempt = async () => {
      const socket = await open(headers);
      if (socket.readyState !== socket.OPEN) return undefined;
      const closed = closeOf(socket).then(() => 'closed' as const);
      const nextMessage = reader(socket);
      socket.send(JSON.stringify({ type: 'connection_init' }));
      const answer = await Promise.race([nextMessage(), closed]);
      return answer !== 'closed' && answer.type === 'connection_ack' ? { socket, nextMessage } : undefined;
    };
    const admitted = await eventually(attempt, (socket) => socket !== undefined, 5000, 25);
    expect(admitted).toBeDefined();
    admitted?.socket.close(1000);
    for (const socket of sockets) socket.close(1000);
  });
});

describe('GraphQL WebSocket access after sign-out, account deletion and session expiry', () => {
  async function signedIn(client: TestClient, signup = validSignup()) {
    const response = await client.post('/api/auth/signup', signup);
    expect(response.status).toBe(201);
    return { signup, userId: (response.body.user as { id: number }).id };
  }

  async function memberSocket(client: TestClient) {
    const socket = await open({ cookie: client.cookie ?? '' });
    const nextMessage = reader(socket);
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect((await nextMessage()).type).toBe('connection_ack');
    socket.send(
      JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { altarCreated { id } }' } }),
    );
    return socket;
  }

  /**
   * Asks the socket who is signed in and answers what came back first: the member's id, or 'closed'. A
   * close the server decided before it read the question arrives first on the one connection, so an
   * answer shows the socket outlived whatever happened before, without waiting for a close that never comes.
   */
  const whoAsks = async (socket: WebSocket): Promise<number | null | 'closed'> => {
    if (socket.readyState !== socket.OPEN) return 'closed';
    const nextMessage = reader(socket);
    const closed = closeOf(socket).then(() => 'closed' as const);
    socket.send(JSON.stringify({ id: 'who', type: 'subscribe', payload: { query: '{ me { id } }' } }));
    for (;;) {
      const message = await Promise.race([nextMessage(), closed]);
      if (message === 'closed') return message;
      if (message.id === 'who')
        return (message.payload as { data?: { me: { id: number } | null } }).data?.me?.id ?? null;
    }
  };

  it("closes a session's sockets when it signs out, and not the same member's other session", async () => {
    const phone = new TestClient(app.url);
    const { signup, userId } = await signedIn(phone);
    const laptop = new TestClient(app.url);
    expect((await laptop.post('/api/auth/login', { email: signup.email, password: signup.password })).status).toBe(200);
    const phoneSocket = await memberSocket(phone);
    const laptopSocket = await memberSocket(laptop);
    const phoneClosed = closeOf(phoneSocket);
    expect((await phone.post('/api/auth/logout')).status).toBe(200);
    expect(await phoneClosed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(await whoAsks(laptopSocket)).toBe(userId);
    laptopSocket.close(1000);
  });

  it("closes every session's sockets when the account is deleted", async () => {
    const phone = new TestClient(app.url);
    const { signup, userId } = await signedIn(phone);
    const laptop = new TestClient(app.url);
    expect((await laptop.post('/api/auth/login', { email: signup.email, password: signup.password })).status).toBe(200);
    const sockets = [await memberSocket(phone), await memberSocket(laptop)];
    const closed = sockets.map(closeOf);
    expect((await phone.delete(`/api/users/${userId}`)).status).toBe(200);
    expect(await Promise.all(closed)).toEqual([
      { code: 4403, reason: 'Forbidden' },
      { code: 4403, reason: 'Forbidden' },
    ]);
  });

  it('closes the sockets of a session that expired, at the next session check', async () => {
    const expiring = new TestClient(app.url);
    await signedIn(expiring);
    const lasting = new TestClient(app.url);
    await signedIn(lasting);
    const expiringSocket = await memberSocket(expiring);
    const lastingSocket = await memberSocket(lasting);
    const sid = decodeURIComponent((expiring.cookie ?? '').split('=')[1] ?? '')
      .slice(2)
      .split('.')[0];
    expect(
      await app.db
        .knex('sessions')
        .where({ sid })
        .update({ expire: new Date(Date.now() - 1000) }),
    ).toBe(1);
    const closed = closeOf(expiringSocket);
    await app.server.checkSocketSessions();
    expect(await closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(lastingSocket.readyState).toBe(lastingSocket.OPEN);
    lastingSocket.close(1000);
  });
});

describe('GraphQL WebSocket bounds across every socket', () => {
  const BUDGET = { subscriptions: 30, documentBytes: 4096 };
  let small: TestApp;

  beforeAll(async () => {
    small = await startTestApp({ socketBudget: BUDGET });
  });
  afterAll(() => small?.close());

  function openOn(target: TestApp, headers: Record<string, string>): Promise<WebSocket> {
    const socket = new WebSocket(`${target.url.replace('http', 'ws')}/graphql`, PROTOCOL, { headers });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  }

  async function acknowledgedFrom(address: string) {
    const socket = await openOn(small, { 'x-forwarded-for': address });
    const nextMessage = reader(socket);
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect((await nextMessage()).type).toBe('connection_ack');
    return { socket, nextMessage };
  }

  /** Subscribes and answers the first message back when it is a refusal, or 'held' when none came before a probe's answer. */
  async function subscribeAll(
    connection: { socket: WebSocket; nextMessage: () => Promise<ProtocolMessage> },
    queries: string[],
    prefix: string,
  ): Promise<ProtocolMessage[]> {
    queries.forEach((query, i) =>
      connection.socket.send(JSON.stringify({ id: `${prefix}${i}`, type: 'subscribe', payload: { query } })),
    );
    // A query after them: its answer comes after every refusal of the subscriptions sent before it.
    connection.socket.send(
      JSON.stringify({ id: `${prefix}-probe`, type: 'subscribe', payload: { query: '{ me { id } }' } }),
    );
    const refusals: ProtocolMessage[] = [];
    for (;;) {
      const message = await connection.nextMessage();
      if (message.id === `${prefix}-probe`) {
        if (message.type === 'complete') return refusals;
        continue;
      }
      if (message.type !== 'complete') refusals.push(message);
    }
  }

  it(`holds at most ${BUDGET.subscriptions} subscriptions across sockets and addresses, and takes more once some end`, async () => {
    const first = await acknowledgedFrom('198.51.100.1');
    const second = await acknowledgedFrom('198.51.100.2');
    const subscription = 'subscription { altarCreated { id } }';
    expect(await subscribeAll(first, Array(20).fill(subscription), 'a')).toEqual([]);
    const refused = await subscribeAll(second, Array(11).fill(subscription), 'b');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({
      type: 'next',
      payload: { errors: [{ message: GRAPHQL_LIMIT_MESSAGES.serverBusy }] },
    });
    // The first socket closes: its twenty give their room back.
    first.socket.close(1000);
    const later = await eventually(
      async () => subscribeAll(second, [subscription], `c${Math.random().toString(36).slice(2)}`),
      (refusals) => refusals.length === 0,
      5000,
      25,
    );
    expect(later).toEqual([]);
    second.socket.close(1000);
  });

  it(`counts the documents' bytes without comments: padded ones fit, ${BUDGET.documentBytes} bytes of real text do not`, async () => {
    const padded = await acknowledgedFrom('198.51.100.3');
    const padding = `# ${'x'.repeat(30 * 1024)}\n`;
    // Twenty distinct documents of about 30 KB each, nearly all comment: about 40 bytes each are kept.
    const comments = Array.from({ length: 20 }, (_, i) => `${padding}subscription Q${i} { altarCreated { id } }`);
    expect(await subscribeAll(padded, comments, 'p')).toEqual([]);
    padded.socket.close(1000);

    const heavy = await acknowledgedFrom('198.51.100.4');
    // Documents of about 600 bytes of fields (long aliases): seven fit in 4 KB, not twenty.
    const fields = Array.from({ length: 15 }, (_, i) => `${'a'.repeat(32)}${i}: id`).join(' ');
    const documents = Array.from({ length: 20 }, (_, i) => `subscription H${i} { altarCreated { ${fields} } }`);
    const refused = await eventually(
      () => subscribeAll(heavy, documents, `h${Math.random().toString(36).slice(2)}`),
      (refusals) => refusals.length > 0,
      5000,
      25,
    );
    expect(refused.length).toBeGreaterThan(10);
    expect(refused[0]).toMatchObject({ payload: { errors: [{ message: GRAPHQL_LIMIT_MESSAGES.serverBusy }] } });
    heavy.socket.close(1000);
  });

  it(`counts IPv6 clients per /64: ${SOCKET_LIMITS.connectionsPerAddress} sockets from one /64, then 1013; another /64 is let in`, async () => {
    const sockets = await Promise.all(
      Array.from({ length: SOCKET_LIMITS.connectionsPerAddress }, (_, i) =>
        openOn(small, { 'x-forwarded-for': `2001:db8:7:8::${(i + 1).toString(16)}` }),
      ),
    );
    const sameNetwork = await openOn(small, { 'x-forwarded-for': '2001:db8:7:8:ffff:1:2:3' });
    expect(await closeOf(sameNetwork)).toEqual({ code: 1013, reason: GRAPHQL_LIMIT_MESSAGES.tooManyConnections });
    const otherNetwork = await openOn(small, { 'x-forwarded-for': '2001:db8:7:9::1' });
    const nextMessage = reader(otherNetwork);
    otherNetwork.send(JSON.stringify({ type: 'connection_init' }));
    expect((await nextMessage()).type).toBe('connection_ack');
    for (const socket of [...sockets, otherNetwork]) socket.close(1000);
  });
});
