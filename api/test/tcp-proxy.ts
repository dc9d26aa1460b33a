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
  /**
   * PostgreSQL round trips passed so far (simple queries and extended-protocol Syncs), on connections whose
   * application_name is not `ignoredApplication` (e.g. the job queue's polling).
   */
  roundTrips(): number;
  /**
   * The statements sent since `recordStatements()` was called (text and text-format parameters, as the
   * app's driver sends them), for a test to ask PostgreSQL how much work each one does.
   */
  recordStatements(): void;
  statements(): ReadonlyArray<{ text: string; values: Array<string | null> }>;
  /** Connections open through the proxy now. */
  readonly connections: number;
  /** Connections refused while cut, so far: each is a client trying to come back. */
  readonly refused: number;
  cut(): void;
  restore(): void;
  /** Stops passing the server's answers on (requests hang, as on a stalled server) until `release()`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(
  target: { host: string; port: number },
  { ignoredApplication }: { ignoredApplication?: string } = {},
): Promise<TcpProxy> {
  let roundTrips = 0;
  let open = true;
  let held = false;
  let forwarded = 0;
  let refused = 0;
  let recorded: Array<{ text: string; values: Array<string | null> }> | undefined;
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (!open) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = connect(target);
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
    const counter = postgresMessages(
      ignoredApplication,
      () => (roundTrips += 1),
      (statement) => recorded?.push(statement),
    );
    client.on('data', counter);
    client.pipe(upstream);
    upstream.pipe(client);
    // After pipe(), which sets the stream flowing: a connection opened while held is held too.
    if (held) upstream.pause();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: TcpProxy = {
    port: (server.address() as AddressInfo).port,
    get forwarded() {
      return forwarded;
    },
    roundTrips: () => roundTrips,
    recordStatements() {
      recorded = [];
    },
    statements: () => recorded ?? [],
    get connections() {
      return pairs.size;
    },
    get refused() {
      return refused;
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

/**
 * Reads the frontend side of the PostgreSQL protocol: the untyped startup message (its application_name),
 * then typed messages; calls `count` for each simple Query ('Q') and each Sync ('S') that ends an
 * extended-protocol exchange.
 */
function postgresMessages(
  ignoredApplication: string | undefined,
  count: () => void,
  statement: (sent: { text: string; values: Array<string | null> }) => void,
): (chunk: Buffer) => void {
  let buffered = Buffer.alloc(0);
  // The text of the last Parse (unnamed statements: the driver parses before each Bind).
  let parsed = '';
  let started = false;
  let ignored = false;
  return (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (;;) {
      if (!started) {
        if (buffered.length < 8) return;
        const length = buffered.readInt32BE(0);
        if (buffered.length < length) return;
        const code = buffered.readInt32BE(4);
        if (code !== 80877103) {
          // Not an SSLRequest: the startup message, key/value pairs.
          const pairs = buffered.subarray(8, length).toString('utf8').split('\0');
          const index = pairs.indexOf('application_name');
          ignored = ignoredApplication !== undefined && index >= 0 && pairs[index + 1] === ignoredApplication;
          started = true;
        }
        buffered = buffered.subarray(length);
        continue;
      }
      if (buffered.length < 5) return;
      const length = buffered.readInt32BE(1) + 1;
      if (buffered.length < length) return;
      const type = String.fromCharCode(buffered[0]!);
      if (!ignored && (type === 'Q' || type === 'S')) count();
      if (!ignored) {
        const body = buffered.subarray(5, length);
        if (type === 'Q') statement({ text: body.toString('utf8', 0, body.indexOf(0)), values: [] });
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          parsed = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
        }
        if (type === 'B') statement({ text: parsed, values: bindValues(body) });
      }
      buffered = buffered.subarray(length);
    }
  };
}

/** The parameter values of a Bind message (text format, as node-postgres sends them). */
function bindValues(body: Buffer): Array<string | null> {
  let at = body.indexOf(0) + 1; // portal
  at = body.indexOf(0, at) + 1; // statement
  const formats = body.readInt16BE(at);
  at += 2 + formats * 2;
  const count = body.readInt16BE(at);
  at += 2;
  const values: Array<string | null> = [];
  for (let i = 0; i < count; i += 1) {
    const length = body.readInt32BE(at);
    at += 4;
    if (length < 0) values.push(null);
    else {
      values.push(body.toString('utf8', at, at + length));
      at += length;
    }
  }
  return values;
}
