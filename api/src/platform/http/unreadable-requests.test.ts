import { createServer, request, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { API_MESSAGES } from '@sacred/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerUnreadableRequests } from './unreadable-requests';

let server: Server;
let port: number;

beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(204).end());
  answerUnreadableRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** One request with node:http (fetch would refuse the bad ones before sending). */
function send(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, method: 'DELETE', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('requests Node cannot read', () => {
  it('answers a URL past the header limit with 431 and the JSON message, and an ordinary one normally', async () => {
    const tooLong = await send(`/api/users/1?q=${'x'.repeat(20_000)}`);
    expect(tooLong.status).toBe(431);
    expect(JSON.parse(tooLong.body)).toEqual({ message: API_MESSAGES.requestHeadTooLarge });
    expect((await send('/api/users/1?q=short')).status).toBe(204);
  });

  it('answers a header Node refuses with 400 and the JSON message', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer.startsWith('HTTP/1.1 400 Bad Request')).toBe(true);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      message: API_MESSAGES.requestUnreadable,
    });
  });
});
