import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../test/app';
import { TestClient, validSignup } from '../../test/http';

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
