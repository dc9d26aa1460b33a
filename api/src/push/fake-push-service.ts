import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a push service on 127.0.0.1 and the browsers subscribed to it. It checks each
 * message's VAPID Authorization (RFC 8292: an ES256 JWT with aud, exp and sub, verified with the
 * `k` public key) and decrypts the aes128gcm body (RFC 8291) with the subscriber's private key.
 */
export interface ReceivedPush {
  device: string;
  payload: unknown;
  vapidPublicKey: string;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
}

export interface FakeDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

const b64url = (data: Buffer) => data.toString('base64url');

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  readonly rejected: Array<{ device: string; reason: string }> = [];
  private readonly devices = new Map<string, { ecdh: ECDH; auth: Buffer; status: number }>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
        const device = this.devices.get(name);
        if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
        try {
          const { key, claims } = this.checkVapid(req.headers.authorization ?? '');
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const payload: unknown = JSON.parse(this.decrypt(Buffer.concat(chunks), device).toString('utf8'));
          if (device.status >= 400) return void res.writeHead(device.status).end();
          this.received.push({
            device: name,
            payload,
            vapidPublicKey: key,
            claims,
            ttl: req.headers.ttl as string | undefined,
          });
          res.writeHead(201).end();
        } catch (error) {
          this.rejected.push({ device: name, reason: (error as Error).message });
          res.writeHead(400).end();
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A browser subscribed to this service; `status` is what the service answers for it (410: gone). */
  device(name: string, status = 201): FakeDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(name, { ecdh, auth, status });
    return {
      name,
      subscription: {
        endpoint: `${this.url}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      },
    };
  }

  receivedBy(name: string): ReceivedPush[] {
    return this.received.filter((push) => push.device === name);
  }

  private checkVapid(authorization: string): { key: string; claims: ReceivedPush['claims'] } {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization);
    if (!match) throw new Error(`bad Authorization: ${authorization}`);
    const [, jwt = '', key = ''] = match;
    const [header = '', body = '', signature = ''] = jwt.split('.');
    const point = Buffer.from(key, 'base64url');
    if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
      format: 'jwk',
    });
    const signed = verify(
      'sha256',
      Buffer.from(`${header}.${body}`),
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    if (!signed) throw new Error('VAPID signature does not verify');
    const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string };
    if (alg !== 'ES256') throw new Error(`alg ${alg}`);
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
    if (claims.aud !== this.url) throw new Error(`aud ${claims.aud} is not ${this.url}`);
    const now = Date.now() / 1000;
    if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error(`exp ${claims.exp} out of range`);
    if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
    return { key, claims };
  }

  /** RFC 8291 (aes128gcm, one record). */
  private decrypt(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20] ?? 0;
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    if (record.length > recordSize) throw new Error('more than one record');
    const secret = device.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderKey]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, device.auth, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
    return padded.subarray(0, end);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
