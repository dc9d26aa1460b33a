import type appTexts from './messages/en';

/** Route helpers shared by the router, the layout and the bottom navigation. */

export const GUEST_PREFIX = '/guest';

/** A path that starts with /guest means guest mode. */
export function isGuestPath(pathname: string): boolean {
  return pathname === GUEST_PREFIX || pathname.startsWith(`${GUEST_PREFIX}/`);
}

export type NavIcon = 'map' | 'pilgrimages' | 'add' | 'feed' | 'profile';

export interface NavItem {
  /** The English label; the bar shows `labelKey` of the app's texts in the displayed language. */
  label: string;
  labelKey: keyof typeof appTexts & `nav${string}`;
  to: string;
  icon: NavIcon;
  /** Paths (besides `to`) for which this entry is the current page. */
  matches: readonly string[];
}

const MEMBER_NAV: readonly NavItem[] = [
  { label: 'Map', labelKey: 'navMap', to: '/', icon: 'map', matches: ['/', '/map'] },
  {
    label: 'Pilgrimages',
    labelKey: 'navPilgrimages',
    to: '/pilgrimages',
    icon: 'pilgrimages',
    matches: ['/pilgrimages'],
  },
  { label: 'Add Altar', labelKey: 'navAddAltar', to: '/create-altar', icon: 'add', matches: ['/create-altar'] },
  { label: 'Feed', labelKey: 'navFeed', to: '/feed', icon: 'feed', matches: ['/feed', '/community-feed'] },
  { label: 'Profile', labelKey: 'navProfile', to: '/profile', icon: 'profile', matches: ['/profile', '/settings'] },
];

const GUEST_NAV: readonly NavItem[] = [
  { label: 'Map', labelKey: 'navMap', to: '/guest', icon: 'map', matches: ['/guest', '/guest/map'] },
  {
    label: 'Pilgrimages',
    labelKey: 'navPilgrimages',
    to: '/guest/pilgrimages',
    icon: 'pilgrimages',
    matches: ['/guest/pilgrimages'],
  },
];

/** Guests see only Map and Pilgrimages, with the /guest prefix. */
export function navItemsFor(pathname: string): readonly NavItem[] {
  return isGuestPath(pathname) ? GUEST_NAV : MEMBER_NAV;
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return item.matches.includes(path);
}

/**
 * /pilgrimage/active needs a pilgrimage id in the query; ids are positive integers.
 * Returns null when the page must redirect to /pilgrimages.
 */
export function activePilgrimageId(search: string | URLSearchParams): number | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = params.get('id')?.trim();
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
