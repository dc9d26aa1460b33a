import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('lists every problem at once', () => {
    expect(() => loadConfig({ PORT: 'abc', SEED: 'lots', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', SEED: 'lots', LOG_LEVEL: 'loud' });
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(3);
    }
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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's3cret-long-enough' }).sessionSecret).toBe(
      's3cret-long-enough',
    );
  });
});
