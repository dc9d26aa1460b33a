import { describe, expect, it } from 'vitest';
import { decideRoute, loginPathFor, safeNextPath } from './routeAccess';

describe('decideRoute', () => {
  it('lets members go anywhere and never looks anyone up on /guest paths', () => {
    for (const path of ['/', '/profile', '/create-altar', '/pilgrimage/active', '/map']) {
      expect(decideRoute(path, '', 'member')).toEqual({ kind: 'render' });
    }
    expect(decideRoute('/guest/feed', '', 'guest')).toEqual({ kind: 'render' });
    expect(decideRoute('/guest/map', '', 'loading')).toEqual({ kind: 'render' });
  });

  it('sends a signed-out visitor from a member page to /login, remembering the page', () => {
    expect(decideRoute('/profile', '', 'visitor')).toEqual({ kind: 'redirect', to: '/login?next=%2Fprofile' });
    expect(decideRoute('/create-altar', '?lat=1&lng=2', 'visitor')).toEqual({
      kind: 'redirect',
      to: loginPathFor('/create-altar?lat=1&lng=2'),
    });
    for (const path of ['/create-pilgrimage', '/pilgrimage/active', '/feed', '/community-feed/', '/settings']) {
      expect(decideRoute(path, '', 'visitor').kind).toBe('redirect');
    }
  });

  it('sends a visitor from member pages with a guest twin to the twin', () => {
    expect(decideRoute('/map', '', 'visitor')).toEqual({ kind: 'redirect', to: '/guest/map' });
    expect(decideRoute('/altar/12', '', 'visitor')).toEqual({ kind: 'redirect', to: '/guest/altar/12' });
    expect(decideRoute('/pilgrimages', '', 'visitor')).toEqual({ kind: 'redirect', to: '/guest/pilgrimages' });
    expect(decideRoute('/pilgrimage/4', '', 'visitor')).toEqual({ kind: 'redirect', to: '/guest/pilgrimage/4' });
  });

  it('waits for the user lookup only where the answer matters', () => {
    expect(decideRoute('/profile', '', 'loading')).toEqual({ kind: 'wait' });
    expect(decideRoute('/map', '', 'loading')).toEqual({ kind: 'wait' });
    expect(decideRoute('/login', '', 'loading')).toEqual({ kind: 'render' });
    expect(decideRoute('/no/such/page', '', 'visitor')).toEqual({ kind: 'render' });
    expect(decideRoute('/', '', 'visitor')).toEqual({ kind: 'render' });
  });
});

describe('safeNextPath', () => {
  it('keeps paths inside the app with their query', () => {
    expect(safeNextPath('/profile')).toBe('/profile');
    expect(safeNextPath('/create-altar?lat=1&lng=2')).toBe('/create-altar?lat=1&lng=2');
  });

  it('refuses other origins, odd schemes and the sign-in pages', () => {
    for (const raw of [
      null,
      '',
      'profile',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      '/login',
      '/signup?x=1',
    ]) {
      expect(safeNextPath(raw)).toBe('/');
    }
  });
});
