import { register } from 'node:module';
import type { ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';
import type { AppConfig } from '../config';

/**
 * Traces over OTLP (HTTP) when OTEL_EXPORTER_OTLP_ENDPOINT is set; nothing is loaded otherwise. The
 * maintained instrumentations of http, express, pg, ioredis and graphql make the spans; they must load
 * before the modules they patch, so main.ts starts this first and imports the app after it.
 *
 * No span carries private data out: every attribute is dropped unless its name is one of KEPT_ATTRIBUTES,
 * SQL keeps its shape with every literal replaced by `?`, span names keep route templates, and span events
 * (exceptions, whose messages quote values) are left out. So no coordinate, token, email or sensitive
 * altar's id leaves the process in a trace.
 */
export interface Telemetry {
  /** Sends the spans still buffered and stops. */
  shutdown(): Promise<void>;
}

const KEPT_ATTRIBUTES = new Set([
  'http.method',
  'http.request.method',
  'http.route',
  'http.status_code',
  'http.response.status_code',
  'http.flavor',
  'network.protocol.version',
  'express.type',
  'express.name',
  'db.system',
  'db.system.name',
  'db.name',
  'db.namespace',
  'db.operation',
  'db.operation.name',
  'db.statement',
  'db.query.text',
  'db.connection_string',
  'graphql.operation.type',
  'graphql.operation.name',
  'graphql.field.name',
  'graphql.field.type',
  'net.peer.name',
  'net.peer.port',
  'server.address',
  'server.port',
]);

/** SQL with its literals (strings, numbers) replaced by `?`: the statement's shape, none of its values. */
export function sqlShape(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, '?')
    .slice(0, 2000);
}

/** The span name with anything after a path's template kept, and any digit run (an id) replaced. */
const safeName = (name: string) => name.replace(/\/\d+(?=\/|$|\s)/g, '/:id').replace(/\d{4,}/g, '?');

function scrubbed(span: ReadableSpan): ReadableSpan {
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(span.attributes)) {
    if (!KEPT_ATTRIBUTES.has(key)) continue;
    if (key === 'db.connection_string') continue;
    attributes[key] =
      (key === 'db.statement' || key === 'db.query.text') && typeof value === 'string' ? sqlShape(value) : value;
  }
  return Object.create(span, {
    name: { value: safeName(span.name), enumerable: true },
    attributes: { value: attributes, enumerable: true },
    events: { value: [], enumerable: true },
    links: { value: [], enumerable: true },
  }) as ReadableSpan;
}

/** An exporter that hands the next one only scrubbed spans. */
export class ScrubbingExporter implements SpanExporter {
  constructor(private readonly next: SpanExporter) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.next.export(spans.map(scrubbed), done);
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush?.() ?? Promise.resolve();
  }
}

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; the exporter reads the standard OTEL_* variables
 * (endpoint, headers, OTEL_SERVICE_NAME, which defaults to sacred-spaces here).
 */
export async function startTelemetry(
  config: Pick<AppConfig, 'otlpEndpoint' | 'serviceName'>,
): Promise<Telemetry | undefined> {
  if (!config.otlpEndpoint) return undefined;
  // ES modules are patched through import-in-the-middle's loader hook, CommonJS ones through require.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { GraphQLInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/instrumentation-graphql'),
  ]);
  const sdk = new NodeSDK({
    serviceName: config.serviceName,
    spanProcessors: [new BatchSpanProcessor({ exporter: new ScrubbingExporter(new OTLPTraceExporter()) })],
    instrumentations: [
      new HttpInstrumentation({
        // Probes and the exporter's own requests are not traced.
        ignoreIncomingRequestHook: (req) => /^\/(healthz|livez|readyz)\b/.test(req.url ?? ''),
        ignoreOutgoingRequestHook: (options) => String(options.path ?? '').startsWith('/v1/traces'),
      }),
      new ExpressInstrumentation(),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
      new IORedisInstrumentation({ dbStatementSerializer: (command) => command }),
      new GraphQLInstrumentation({ allowValues: false, ignoreTrivialResolveSpans: true, mergeItems: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}
