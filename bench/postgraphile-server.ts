/**
 * The peer of bench/graphql-peer.ts: PostGraphile 5 (the amber preset, grafast) over the schema
 * `bench_peer` of PEER_DATABASE_URL, which holds one SQL function asking the map's radius question. Served
 * by grafserv on a bare node:http server, PEER_PROCESSES processes (node:cluster, as many as the API the
 * benchmark compares it with); prints "listening <url>" once it answers.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';

const connectionString = process.env.PEER_DATABASE_URL;
if (!connectionString) throw new Error('PEER_DATABASE_URL is required');
const processes = Math.max(1, Number(process.env.PEER_PROCESSES || 1));
/** As many connections per process as the API's knex pool holds. */
const POOL_MAX = 10;

if (cluster.isPrimary && processes > 1) {
  // The workers listen on one port: the primary takes it first and hands it to each.
  const port = await new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  let ready = 0;
  for (let i = 0; i < processes; i += 1) {
    const worker = cluster.fork({ PEER_PORT: String(port) });
    worker.on('message', (message) => {
      if (message === 'listening' && ++ready === processes) console.log(`listening http://127.0.0.1:${port}`);
    });
  }
  const stop = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
} else {
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [makePgService({ connectionString, schemas: ['bench_peer'], poolConfig: { max: POOL_MAX } })],
    grafserv: { graphiql: false, watch: false },
    grafast: { explain: false },
  });
  const server = http.createServer();
  await pgl.createServ(grafserv).addTo(server);
  await pgl.getSchema();
  server.listen(Number(process.env.PEER_PORT || 0), '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    if (cluster.isWorker) process.send?.('listening');
    else console.log(`listening http://127.0.0.1:${port}`);
  });
  const stop = () => {
    setTimeout(() => process.exit(0), 2000).unref();
    server.close(() => void Promise.resolve(pgl.release()).then(() => process.exit(0)));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
