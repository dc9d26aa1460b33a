import type { Access } from '../http/authorization';

/**
 * Every REST path the product's API reference promises, with its owner issue and
 * the access it must enforce: one list kept beside the route table (rest.ts). openapi.test.ts checks that
 * each is routed, answers JSON and enforces its access, except those in PENDING_REST_PATHS, which it
 * checks are not routed yet: implementing one means taking it off that list.
 *
 * Paths are written as the spec writes them (`{userId}`, `{activeId}`); the test compares templates
 * without parameter names.
 */
export interface DocumentedRestPath {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  owner: string;
  access: Access;
  /** Browser navigation (answers a redirect, not JSON). */
  navigation?: true;
}

export const DOCUMENTED_REST_PATHS: DocumentedRestPath[] = [
  // `confirmed` (beyond the spec): what others will see needs a confirmed email (docs/api.md "Authentication").
  { method: 'get', path: '/api/auth/user', owner: 'Accounts', access: 'public' },
  { method: 'post', path: '/api/auth/login', owner: 'Accounts', access: 'public' },
  { method: 'post', path: '/api/auth/signup', owner: 'Accounts', access: 'public' },
  { method: 'post', path: '/api/auth/logout', owner: 'Accounts', access: 'public' },
  { method: 'get', path: '/api/login', owner: 'Accounts', access: 'public', navigation: true },
  { method: 'get', path: '/api/logout', owner: 'Accounts', access: 'public', navigation: true },
  { method: 'patch', path: '/api/users/{id}', owner: 'Accounts', access: 'self' },
  { method: 'get', path: '/api/users/{id}/export', owner: 'Accounts', access: 'self' },
  { method: 'delete', path: '/api/users/{id}', owner: 'Accounts', access: 'self' },
  { method: 'get', path: '/api/altars', owner: 'Foundation, Map', access: 'public' },
  { method: 'get', path: '/api/altars/{id}', owner: 'Foundation, Altars', access: 'public' },
  { method: 'post', path: '/api/altars', owner: 'Altars', access: 'confirmed' },
  { method: 'get', path: '/api/altars/{id}/reviews', owner: 'Altars', access: 'public' },
  { method: 'post', path: '/api/altars/{id}/reviews', owner: 'Altars', access: 'confirmed' },
  { method: 'post', path: '/api/rituals', owner: 'Altars', access: 'member' },
  // Members read another member's public entries; only one's own are written (self).
  { method: 'get', path: '/api/users/{userId}/journal-entries', owner: 'Altars', access: 'member' },
  { method: 'post', path: '/api/users/{userId}/journal-entries', owner: 'Altars', access: 'self' },
  { method: 'delete', path: '/api/journal-entries/{id}', owner: 'Altars', access: 'member' },
  { method: 'get', path: '/api/weather', owner: 'Weather and moon', access: 'public' },
  { method: 'get', path: '/api/moon-phase', owner: 'Weather and moon', access: 'public' },
  { method: 'get', path: '/api/pilgrimages', owner: 'Map, Pilgrimages', access: 'public' },
  { method: 'post', path: '/api/pilgrimages', owner: 'Pilgrimages', access: 'confirmed' },
  { method: 'get', path: '/api/pilgrimages/{id}', owner: 'Pilgrimages', access: 'public' },
  { method: 'get', path: '/api/pilgrimages/{id}/altars', owner: 'Pilgrimages', access: 'public' },
  { method: 'get', path: '/api/active-pilgrimages', owner: 'Live journeys', access: 'member' },
  { method: 'get', path: '/api/active-pilgrimages/{id}', owner: 'Live journeys', access: 'member' },
  { method: 'post', path: '/api/pilgrimages/{id}/start', owner: 'Live journeys', access: 'member' },
  { method: 'put', path: '/api/active-pilgrimages/{activeId}/location', owner: 'Live journeys', access: 'member' },
  { method: 'post', path: '/api/active-pilgrimages/{activeId}/checkpoint', owner: 'Live journeys', access: 'member' },
  { method: 'post', path: '/api/active-pilgrimages/{activeId}/share', owner: 'Live journeys', access: 'member' },
  { method: 'get', path: '/api/pilgrimages/{id}/active', owner: 'Live journeys (alternate tracker)', access: 'member' },
  {
    method: 'post',
    path: '/api/pilgrimages/{id}/start-tracking',
    owner: 'Live journeys (alternate tracker)',
    access: 'member',
  },
  {
    method: 'post',
    path: '/api/pilgrimages/{id}/update-location',
    owner: 'Live journeys (alternate tracker)',
    access: 'member',
  },
  {
    method: 'post',
    path: '/api/pilgrimages/{id}/updates',
    owner: 'Live journeys (alternate tracker)',
    access: 'member',
  },
  { method: 'get', path: '/api/pilgrimages/{id}/live-updates', owner: 'Live journeys', access: 'member' },
  { method: 'get', path: '/api/pilgrimages/{id}/companions', owner: 'Live journeys', access: 'member' },
  { method: 'post', path: '/api/pilgrimage-updates/{id}/like', owner: 'Live journeys', access: 'member' },
  { method: 'post', path: '/api/pilgrimage-updates/{id}/share', owner: 'Live journeys', access: 'member' },
  { method: 'get', path: '/api/pilgrimages/{id}/messages', owner: 'Live journeys', access: 'member' },
  { method: 'post', path: '/api/pilgrimages/{id}/messages', owner: 'Live journeys', access: 'member' },
  { method: 'get', path: '/api/pilgrimages/{id}/participants', owner: 'Live journeys', access: 'member' },
  { method: 'post', path: '/api/pilgrimages/{id}/photos', owner: 'Live journeys', access: 'member' },
  { method: 'get', path: '/api/users/{id}/spiritual-achievements', owner: 'Live journeys', access: 'member' },
  { method: 'get', path: '/api/posts', owner: 'Community', access: 'member' },
  { method: 'post', path: '/api/posts', owner: 'Community', access: 'confirmed' },
  { method: 'post', path: '/api/posts/{id}/like', owner: 'Community', access: 'member' },
  { method: 'get', path: '/api/users/{id}/altars', owner: 'Community', access: 'member' },
  { method: 'get', path: '/api/users/{id}/badges', owner: 'Community', access: 'member' },
  { method: 'get', path: '/api/users/{id}/pilgrimage-completions', owner: 'Community', access: 'member' },
  { method: 'get', path: '/api/users/{id}/settings', owner: 'Community', access: 'self' },
  { method: 'patch', path: '/api/users/{id}/settings', owner: 'Community', access: 'self' },
  { method: 'post', path: '/api/users/{id}/notifications/subscribe', owner: 'PWA, push, offline', access: 'self' },
  { method: 'get', path: '/api/users/{id}/offline-manifest', owner: 'PWA, push, offline', access: 'self' },
  { method: 'post', path: '/api/users/{id}/offline/sacred-spaces', owner: 'PWA, push, offline', access: 'self' },
  { method: 'post', path: '/api/users/{id}/offline/pilgrimages', owner: 'PWA, push, offline', access: 'self' },
  { method: 'post', path: '/api/users/{id}/offline/weather', owner: 'PWA, push, offline', access: 'self' },
];

/**
 * Documented paths not served yet, as `METHOD /api/path` of the list above, with the issue that owns
 * them. The access given above for these is the expected one: check it when implementing.
 */
export const PENDING_REST_PATHS: Array<{ key: string; owner: string }> = [];

export const restPathKey = (entry: Pick<DocumentedRestPath, 'method' | 'path'>): string =>
  `${entry.method.toUpperCase()} ${entry.path}`;
