import { describe, expect, it } from 'vitest';
import { activePilgrimageId, isGuestPath, isNavItemActive, navItemsFor } from './navigation';

describe('isGuestPath', () => {
  it('treats /guest and paths below it as guest mode', () => {
    expect(isGuestPath('/guest')).toBe(true);
    expect(isGuestPath('/guest/altar/4')).toBe(true);
    expect(isGuestPath('/guestbook')).toBe(false);
    expect(isGuestPath('/')).toBe(false);
  });
});

describe('navItemsFor', () => {
  it('gives members all five entries', () => {
    expect(navItemsFor('/map').map((item) => [item.label, item.to])).toEqual([
      ['Map', '/'],
      ['Pilgrimages', '/pilgrimages'],
      ['Add Altar', '/create-altar'],
      ['Feed', '/feed'],
      ['Profile', '/profile'],
    ]);
  });

  it('gives guests only Map and Pilgrimages with the /guest prefix', () => {
    expect(navItemsFor('/guest/map').map((item) => [item.label, item.to])).toEqual([
      ['Map', '/guest'],
      ['Pilgrimages', '/guest/pilgrimages'],
    ]);
  });

  it('marks the current entry, including aliases and a trailing slash', () => {
    const [map, , , feed] = navItemsFor('/');
    expect(map && isNavItemActive(map, '/map')).toBe(true);
    expect(feed && isNavItemActive(feed, '/community-feed/')).toBe(true);
    expect(feed && isNavItemActive(feed, '/profile')).toBe(false);
  });
});

describe('activePilgrimageId', () => {
  it('reads a positive integer id', () => {
    expect(activePilgrimageId('?id=12')).toBe(12);
    expect(activePilgrimageId(new URLSearchParams({ id: ' 7 ' }))).toBe(7);
  });

  it('asks for a redirect when the id is missing or not an id', () => {
    for (const search of ['', '?id=', '?id=0', '?id=-3', '?id=abc', '?id=1.5', '?other=1']) {
      expect(activePilgrimageId(search)).toBeNull();
    }
  });
});
