import helmet from 'helmet';

/**
 * Security headers with a content security policy the app actually runs under: MapLibre needs
 * workers and blob: images, styled-components injects <style> tags, the
 * GraphQL WebSocket is same-origin. Nothing is loaded from another origin.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'child-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * `mapOrigins`: the basemap's hosted style or public tile service (and imagery), which the browser
 * must reach; empty when the tiles come from our own origin (BASEMAP_PMTILES).
 */
export const securityHeaders = (mapOrigins: readonly string[] = []) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        'connect-src': [...CONTENT_SECURITY_POLICY['connect-src'], ...mapOrigins],
        'img-src': [...CONTENT_SECURITY_POLICY['img-src'], ...mapOrigins],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
