import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy on a free local port in front of a real server (PostgreSQL, Redis), so a test can take
 * the server away from the app and give it back without touching the server itself, which other
 * tests and sessions share. `cut()` drops every open connection and refuses new ones until `restore()`.
 */
export interface TcpProxy {
  port: number;
  /** Bytes passed from the app to the server so far. */
  readonly forwarded: number;
  cut(): void;
  restore(): void;
  /** Stops passing the server's answers on (requests hang, as on a stalled server) until `release()`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  let held = false;
  let forwarded = 0;
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(target);
    if (held) upstream.pause();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.on('data', (chunk: Buffer) => (forwarded += chunk.length));
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: TcpProxy = {
    port: (server.address() as AddressInfo).port,
    get forwarded() {
      return forwarded;
    },
    cut() {
      open = false;
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    restore() {
      open = true;
    },
    hold() {
      held = true;
      for (const [, upstream] of pairs) upstream.pause();
    },
    release() {
      held = false;
      for (const [, upstream] of pairs) upstream.resume();
    },
    close() {
      proxy.cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
