/**
 * The HTTP floor of bench/map-queries.ts: the least any API over HTTP does to answer the map's queries.
 * A bare `node:http` server, in as many processes as the API (node:cluster, round-robin), that answers
 * `GET /<case>/<request>` by replaying that request's recorded statements through `pg` (a pool of 10 per
 * process, knex's default, as the API has) and writing the last one's rows with `JSON.stringify`: no
 * routing, validation, session, rate limit, logging, GraphQL or shaping of the answer.
 *
 * HTTP_FLOOR_STATEMENTS names the JSON file map-queries.ts writes ({ sqls, cases }: each request a list of
 * [index into sqls, bindings]); HTTP_FLOOR_DATABASE_URL the database; HTTP_FLOOR_PROCESSES how many
 * processes. Prints "listening <url>".
 */
import cluster from 'node:cluster';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';

export interface FloorStatements {
  sqls: string[];
  /** cases[case][request] = the statements of that request, in order. */
  cases: Array<Array<Array<[number, unknown[]]>>>;
}

const processes = Number(process.env.HTTP_FLOOR_PROCESSES || 1);

if (cluster.isPrimary && processes > 1) {
  // Every worker listens on port 0: node:cluster gives them all the first one's random port.
  let port = 0;
  for (let i = 0; i < processes; i += 1) {
    port = await new Promise<number>((resolve) => {
      cluster.fork().once('listening', (address) => resolve(address.port));
    });
  }
  console.log(`listening http://127.0.0.1:${port}`);
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const file = process.env.HTTP_FLOOR_STATEMENTS;
  if (!file) throw new Error('HTTP_FLOOR_STATEMENTS is required');
  const { sqls, cases } = JSON.parse(await readFile(file, 'utf8')) as FloorStatements;
  const pool = new pg.Pool({ connectionString: process.env.HTTP_FLOOR_DATABASE_URL, max: 10 });

  const answer = async (caseIndex: number, requestIndex: number): Promise<string> => {
    const statements = cases[caseIndex]?.[requestIndex];
    if (!statements) throw new Error(`no request ${caseIndex}/${requestIndex}`);
    let rows: unknown[] = [];
    for (const [sql, bindings] of statements) rows = (await pool.query(sqls[sql] as string, bindings)).rows;
    return JSON.stringify(rows);
  };

  const server = http.createServer((request, response) => {
    const [, caseIndex, requestIndex] = (request.url ?? '').split('/');
    answer(Number(caseIndex), Number(requestIndex)).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      },
      (error: Error) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error.message);
      },
    );
  });
  server.keepAliveTimeout = 5000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (cluster.isPrimary && address && typeof address === 'object')
      console.log(`listening http://127.0.0.1:${address.port}`);
  });
  process.on('SIGTERM', () => {
    server.close();
    void pool.end().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
