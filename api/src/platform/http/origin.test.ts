import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { appOriginOf } from './origin';

const request = (headers: Record<string, string>, protocol = 'http') => ({ headers, protocol }) as unknown as Request;

describe('the address the member uses, for links handed back', () => {
  it('is PUBLIC_URL whenever it is set, whatever the request names', () => {
    expect(appOriginOf(request({ host: 'internal:3000' }), 'https://sacred.example')).toBe('https://sacred.example');
  });

  it('is the page’s origin a browser names when it is this host (a proxy ending TLS still shows https)', () => {
    expect(appOriginOf(request({ host: 'trail.example', origin: 'https://trail.example' }), undefined)).toBe(
      'https://trail.example',
    );
  });

  it('is the host and scheme of the request otherwise: no Origin, another site’s, or "null"', () => {
    expect(appOriginOf(request({ host: 'trail.example:8080' }), undefined)).toBe('http://trail.example:8080');
    expect(appOriginOf(request({ host: 'trail.example' }, 'https'), undefined)).toBe('https://trail.example');
    expect(appOriginOf(request({ host: 'trail.example', origin: 'https://evil.example' }), undefined)).toBe(
      'http://trail.example',
    );
    expect(appOriginOf(request({ host: 'trail.example', origin: 'null' }), undefined)).toBe('http://trail.example');
  });

  it('is unknown when the request names no usable host (the mailer’s address is used then)', () => {
    expect(appOriginOf(request({}), undefined)).toBeUndefined();
    expect(appOriginOf(request({ host: 'bad host/path' }), undefined)).toBeUndefined();
  });
});
