import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { KNOWN_PUSH_SERVICE_HOSTS, PUSH_MESSAGES, type PushEndpointPolicy } from '@sacred/core/push';
import { afterEach, describe, expect, it } from 'vitest';
import { guardedLookup, isPermittedAddress, pushEndpointProblem, type ResolvedAddress } from './push-endpoint';
import { WebPushSender } from './push.sender';

const PRODUCTION: PushEndpointPolicy = { serviceHosts: KNOWN_PUSH_SERVICE_HOSTS, allowLoopback: false };
const TESTING: PushEndpointPolicy = { ...PRODUCTION, allowLoopback: true };

describe('push endpoints at subscription time', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc123',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QGuQyavXutnMH',
    'https://db5p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts the browsers push service %s', (endpoint) => {
    expect(pushEndpointProblem(endpoint, PRODUCTION)).toBeUndefined();
  });

  it.each([
    ['https://10.0.0.1/push', PUSH_MESSAGES.endpointNotPushService],
    ['https://169.254.169.254/latest/meta-data', PUSH_MESSAGES.endpointNotPushService],
    ['https://127.0.0.1:6379/', PUSH_MESSAGES.endpointNotPushService],
    ['http://127.0.0.1:6379/', PUSH_MESSAGES.endpointInvalid],
    ['http://127.1:4999/', PUSH_MESSAGES.endpointInvalid],
    ['http://2130706433/', PUSH_MESSAGES.endpointInvalid],
    ['http://localhost:4999/push', PUSH_MESSAGES.endpointInvalid],
    ['https://[::1]/push', PUSH_MESSAGES.endpointNotPushService],
    ['https://evil.example.com/push', PUSH_MESSAGES.endpointNotPushService],
    ['https://fcm.googleapis.com.evil.example/push', PUSH_MESSAGES.endpointNotPushService],
    ['https://fcm.googleapis.com:8443/fcm/send/x', PUSH_MESSAGES.endpointNotPushService],
    ['https://user:secret@fcm.googleapis.com/fcm/send/x', PUSH_MESSAGES.endpointNotPushService],
    ['https://push.apple.com/x', PUSH_MESSAGES.endpointNotPushService],
    ['ftp://fcm.googleapis.com/x', PUSH_MESSAGES.endpointInvalid],
    ['not a url', PUSH_MESSAGES.endpointInvalid],
  ])('refuses %s in production', (endpoint, message) => {
    expect(pushEndpointProblem(endpoint, PRODUCTION)).toBe(message);
  });

  it('lets a test push service on loopback through only when the test flag is on', () => {
    expect(pushEndpointProblem('http://127.0.0.1:4999/push/a', TESTING)).toBeUndefined();
    expect(pushEndpointProblem('http://127.1:4999/push/a', TESTING)).toBeUndefined();
    // The flag opens loopback, nothing else.
    expect(pushEndpointProblem('http://10.0.0.1:4999/push/a', TESTING)).toBe(PUSH_MESSAGES.endpointInvalid);
    expect(pushEndpointProblem('https://192.168.1.1/push/a', TESTING)).toBe(PUSH_MESSAGES.endpointNotPushService);
  });
});

describe('push addresses at connect time', () => {
  it.each([
    '10.1.2.3',
    '172.20.0.1',
    '192.168.0.10',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    '224.0.0.1',
  ])('refuses the non-public address %s', (address) => {
    expect(isPermittedAddress(address, PRODUCTION)).toBe(false);
  });

  it.each(['142.250.74.42', '2a00:1450:4001:82b::200a', '63.245.208.195'])(
    'permits the public address %s',
    (address) => {
      expect(isPermittedAddress(address, PRODUCTION)).toBe(true);
    },
  );

  /** A resolver that answers from a table and records every name it was asked for. */
  function recordingResolver(answers: Record<string, ResolvedAddress[]>) {
    const asked: string[] = [];
    return {
      asked,
      resolve: async (hostname: string) => {
        asked.push(hostname);
        return answers[hostname] ?? [];
      },
    };
  }

  const lookupOf = (policy: PushEndpointPolicy, resolve: (host: string) => Promise<ResolvedAddress[]>, host: string) =>
    new Promise<{ error: Error | null; address: unknown }>((done) =>
      guardedLookup(policy, resolve)(host, { all: true }, (error, address) => done({ error, address })),
    );

  it('refuses a push service name that resolves to a private address, and hands over a public one', async () => {
    const resolver = recordingResolver({
      'fcm.googleapis.com': [{ address: '10.0.0.7', family: 4 }],
      'web.push.apple.com': [
        { address: '17.253.1.1', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
      'updates.push.services.mozilla.com': [{ address: '34.117.1.1', family: 4 }],
    });
    const refused = await lookupOf(PRODUCTION, resolver.resolve, 'fcm.googleapis.com');
    expect(refused.error?.message).toMatch(/10\.0\.0\.7/);
    // One non-public answer among public ones refuses the name (rebinding).
    const mixed = await lookupOf(PRODUCTION, resolver.resolve, 'web.push.apple.com');
    expect(mixed.error?.message).toMatch(/127\.0\.0\.1/);
    const allowed = await lookupOf(PRODUCTION, resolver.resolve, 'updates.push.services.mozilla.com');
    expect(allowed.error).toBeNull();
    expect(allowed.address).toEqual([{ address: '34.117.1.1', family: 4 }]);
    expect(resolver.asked).toEqual(['fcm.googleapis.com', 'web.push.apple.com', 'updates.push.services.mozilla.com']);
  });

  it('a sender never connects to a push service host that resolves inside the network', async () => {
    const resolver = recordingResolver({ 'fcm.googleapis.com': [{ address: '169.254.169.254', family: 4 }] });
    const sender = new WebPushSender(vapid(), PRODUCTION, resolver.resolve);
    const outcome = await sender.send(browserSubscription('https://fcm.googleapis.com/fcm/send/x'), PAYLOAD);
    expect(outcome).toMatchObject({ kind: 'refused' });
    expect(resolver.asked).toEqual(['fcm.googleapis.com']);
  });

  it('a sender refuses an endpoint stored before the rules without resolving it', async () => {
    const resolver = recordingResolver({});
    const sender = new WebPushSender(vapid(), PRODUCTION, resolver.resolve);
    for (const endpoint of ['https://10.0.0.1/push', 'http://127.0.0.1:6379/', 'https://internal.example/push']) {
      expect(await sender.send(browserSubscription(endpoint), PAYLOAD)).toMatchObject({ kind: 'refused' });
    }
    expect(resolver.asked).toEqual([]);
  });
});

describe('redirects', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
  });

  async function listener(answer: (request: IncomingMessage) => { status: number; location?: string }) {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      request.resume();
      const { status, location } = answer(request);
      response.writeHead(status, location ? { location } : {}).end();
    });
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
  }

  it('answers a redirect as a failure and never follows it', async () => {
    const target = await listener(() => ({ status: 201 }));
    const redirecting = await listener(() => ({ status: 303, location: `${target.url}/elsewhere` }));
    const sender = new WebPushSender(vapid(), TESTING);
    const outcome = await sender.send(browserSubscription(`${redirecting.url}/push/a`), PAYLOAD);
    expect(outcome).toEqual({ kind: 'failed', status: 303 });
    expect(redirecting.requests).toEqual(['POST /push/a']);
    expect(target.requests).toEqual([]);
    // Positive control: the same sender does reach a listener it is pointed at.
    expect(await sender.send(browserSubscription(`${target.url}/push/b`), PAYLOAD)).toEqual({ kind: 'delivered' });
    expect(target.requests).toEqual(['POST /push/b']);
  });
});

const PAYLOAD = { title: 'Hello', body: 'A test', url: '/', tag: 'test' };

function vapid() {
  return { ...webpush.generateVAPIDKeys(), subject: 'mailto:keepers@sacred-spaces.example' };
}

function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}
