import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** What a production deployment must set; each test takes one away or adds to it. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-long-production-secret',
  DATABASE_URL: 'postgres://app@db/app',
  VAPID_PUBLIC_KEY: 'public',
  VAPID_PRIVATE_KEY: 'private',
};

const S3 = { STORAGE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('loadConfig', () => {
  it('defaults to the embedded database, demo seed and port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, seed: 'demo', nodeEnv: 'development' });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('reads DATABASE_URL, PORT, SEED and REDIS_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://x@db/app',
      PORT: '8080',
      SEED: 'none',
      REDIS_URL: 'redis://r:6379',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://x@db/app',
      port: 8080,
      seed: 'none',
      redisUrl: 'redis://r:6379',
    });
  });

  it('puts REDIS_KEY_PREFIX before Redis keys and channels; none by default; refuses spaces', () => {
    expect(loadConfig({ REDIS_URL: 'redis://r:6379' }).redisKeyPrefix).toBe('');
    expect(loadConfig({ REDIS_URL: 'redis://r:6379', REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'two words' })).toThrow(
      'REDIS_KEY_PREFIX must be 1 to 100 printable characters without spaces (got "two words")',
    );
  });

  it('serves metrics only on a port of their own, off unless METRICS_PORT is set', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'all' })).toThrow(/METRICS_PORT/);
  });

  it('bounds the API role at 5 s and jobs and migrations at 10 minutes unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ statementTimeoutMs: 5000, jobStatementTimeoutMs: 600_000 });
    expect(loadConfig({ STATEMENT_TIMEOUT_MS: '0' }).statementTimeoutMs).toBe(0);
    expect(() => loadConfig({ STATEMENT_TIMEOUT_MS: '5s' })).toThrow(/STATEMENT_TIMEOUT_MS must be a whole number/);
  });

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'abc', SEED: 'lots', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', SEED: 'lots', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(3);
    }
  });

  it('sends web push only to the browsers push services unless PUSH_SERVICE_HOSTS says otherwise', () => {
    expect(loadConfig({}).push).toEqual({
      serviceHosts: expect.arrayContaining(['fcm.googleapis.com']),
      allowLoopback: false,
    });
    expect(loadConfig({ PUSH_SERVICE_HOSTS: 'push.example.org, *.push.example.net' }).push.serviceHosts).toEqual([
      'push.example.org',
      '*.push.example.net',
    ]);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.org/' })).toThrow(
      'PUSH_SERVICE_HOSTS must be host names such as fcm.googleapis.com or *.push.apple.com (got "https://push.example.org/")',
    );
    expect(loadConfig({ PUSH_ALLOW_LOOPBACK: 'true' }).push.allowLoopback).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-real-secret', PUSH_ALLOW_LOOPBACK: 'true' }),
    ).toThrow('PUSH_ALLOW_LOOPBACK is for tests and is refused in production');
  });

  it('keeps GraphQL introspection on unless GRAPHQL_INTROSPECTION=false', () => {
    expect(loadConfig({}).graphqlIntrospection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'true' }).graphqlIntrospection).toBe(true);
    expect(loadConfig({ GRAPHQL_INTROSPECTION: 'false' }).graphqlIntrospection).toBe(false);
    expect(() => loadConfig({ GRAPHQL_INTROSPECTION: 'off' })).toThrow(
      'GRAPHQL_INTROSPECTION must be true or false (got "off")',
    );
  });

  it('limits writes to 120 a minute after a burst of 60 unless configured otherwise', () => {
    expect(loadConfig({}).writeRateLimit).toEqual({ perMinute: 120, burst: 60 });
    expect(loadConfig({ WRITE_RATE_LIMIT_PER_MINUTE: '30', WRITE_RATE_LIMIT_BURST: '5' }).writeRateLimit).toEqual({
      perMinute: 30,
      burst: 5,
    });
    expect(loadConfig({ WRITE_RATE_LIMIT_PER_MINUTE: '0' }).writeRateLimit).toBeUndefined();
    expect(() => loadConfig({ WRITE_RATE_LIMIT_BURST: '-1' })).toThrow(
      'WRITE_RATE_LIMIT_BURST must be a whole number (got "-1")',
    );
    expect(() => loadConfig({ WRITE_RATE_LIMIT_BURST: '0' })).toThrow(/at least 1/);
  });

  it('runs one API process unless API_PROCESSES asks for more, which needs REDIS_URL', () => {
    expect(loadConfig({}).apiProcesses).toBe(1);
    expect(loadConfig({ API_PROCESSES: '2', REDIS_URL: 'redis://r:6379' }).apiProcesses).toBe(2);
    expect(loadConfig({ API_PROCESSES: 'auto', REDIS_URL: 'redis://r:6379' }).apiProcesses).toBeGreaterThanOrEqual(1);
    expect(() => loadConfig({ API_PROCESSES: '2' })).toThrow(/API_PROCESSES above 1 needs REDIS_URL/);
    expect(() => loadConfig({ API_PROCESSES: '0' })).toThrow(/API_PROCESSES must be at least 1/);
    expect(() => loadConfig({ API_PROCESSES: 'many' })).toThrow(/API_PROCESSES must be a whole number/);
  });

  it('takes an Ed25519 credential signing key in PEM, and refuses any other key', () => {
    const ed25519 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(loadConfig({}).credentialSigningKey).toBeUndefined();
    expect(loadConfig({ CREDENTIAL_SIGNING_KEY: ed25519 }).credentialSigningKey).toBe(ed25519);
    // One line, as an environment file writes it.
    expect(loadConfig({ CREDENTIAL_SIGNING_KEY: ed25519.replace(/\n/g, '\\n') }).credentialSigningKey).toBe(ed25519);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    for (const value of ['not a key', rsa.toString()]) {
      expect(() => loadConfig({ CREDENTIAL_SIGNING_KEY: value })).toThrow(
        'CREDENTIAL_SIGNING_KEY must be an Ed25519 private key in PKCS#8 PEM',
      );
    }
  });

  it('reads the basemap archives, and stops on a missing file or a bad URL with a clear message', () => {
    expect(loadConfig({}).basemap).toMatchObject({
      vectorArchive: undefined,
      defaultTileJsonUrl: 'https://tiles.openfreemap.org/planet',
    });
    expect(loadConfig({ BASEMAP_PMTILES: 'package.json' }).basemap.vectorArchive).toEqual({
      kind: 'file',
      path: expect.stringMatching(/package\.json$/) as string,
    });
    expect(loadConfig({ BASEMAP_TERRAIN_PMTILES: 'https://example.org/dem.pmtiles' }).basemap.terrainArchive).toEqual({
      kind: 'url',
      url: 'https://example.org/dem.pmtiles',
    });
    expect(() => loadConfig({ BASEMAP_PMTILES: 'nowhere/planet.pmtiles' })).toThrow(
      /BASEMAP_PMTILES: there is no file at .*nowhere\/planet\.pmtiles/,
    );
    expect(() => loadConfig({ BASEMAP_PMTILES: 'ftp://example.org/a.pmtiles' })).toThrow(
      'BASEMAP_PMTILES must be a file path or an http(s) URL of a .pmtiles archive (got "ftp://example.org/a.pmtiles")',
    );
    expect(() => loadConfig({ BASEMAP_STYLE_URL: 'not a url' })).toThrow('BASEMAP_STYLE_URL must be an http(s) URL');
    expect(() => loadConfig({ BASEMAP_IMAGERY_URL: 'https://img.example.org/tiles.png' })).toThrow(
      'BASEMAP_IMAGERY_URL must contain {z}, {x} and {y}',
    );
  });

  it('refuses the development session secret in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ ...PRODUCTION, SESSION_SECRET: 's3cret-long-enough' }).sessionSecret).toBe(
      's3cret-long-enough',
    );
  });

  it('in production needs DATABASE_URL, VAPID keys, and REDIS_URL when INSTANCES says there are several', () => {
    expect(() => loadConfig({ ...PRODUCTION, DATABASE_URL: undefined })).toThrow(
      'DATABASE_URL must be set in production',
    );
    expect(() => loadConfig({ ...PRODUCTION, VAPID_PRIVATE_KEY: undefined })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production',
    );
    expect(loadConfig({ ...PRODUCTION, INSTANCES: '1' }).instances).toBe(1);
    expect(() => loadConfig({ ...PRODUCTION, INSTANCES: '2' })).toThrow(
      'REDIS_URL must be set in production when INSTANCES says there are several',
    );
    expect(() => loadConfig({ ...PRODUCTION, INSTANCES: '2', REDIS_URL: 'redis://r:6379' })).toThrow(
      'STORAGE=s3 must be set in production when INSTANCES says there are several',
    );
    expect(loadConfig({ ...PRODUCTION, ...S3, INSTANCES: '2', REDIS_URL: 'redis://r:6379' }).instances).toBe(2);
    // Outside production one process without Redis is the point of `npm start`.
    expect(loadConfig({ INSTANCES: '2' }).instances).toBe(2);
  });

  it('seeds nothing and never migrates at start in production unless SEED says so', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ seed: 'none', migrateAtStart: false });
    expect(loadConfig({ ...PRODUCTION, SEED: 'demo' }).seed).toBe('demo');
    expect(loadConfig({})).toMatchObject({ seed: 'demo', migrateAtStart: true });
  });

  it('reads TRUST_PROXY as hops or a list of addresses, loopback by default', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback,fd00::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      'fd00::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be a number of hops/);
  });

  it('stores photos in the local directory unless STORAGE=s3 names a bucket and keys', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ ...S3, S3_ENDPOINT: 'http://minio:9000' }).storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'photos',
      prefix: '',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig(S3).storage).toMatchObject({ endpoint: undefined, forcePathStyle: false });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      'STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });
});
