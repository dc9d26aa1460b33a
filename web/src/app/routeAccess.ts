import { isGuestPath } from './navigation';

/** Who is looking, as the auth state knows it. */
export type Viewer = 'loading' | 'member' | 'visitor' | 'guest';

/** Pages only a signed-in member may open. */
export const MEMBER_ONLY_PATHS: readonly string[] = [
  '/create-altar',
  '/create-pilgrimage',
  '/pilgrimage/active',
  '/feed',
  '/community-feed',
  '/profile',
  '/settings',
  '/passport',
  '/intentions',
];

/** Member pages that have a read-only guest twin: a signed-out visitor is sent there instead. */
const GUEST_TWINS: readonly { pattern: RegExp; to: (match: RegExpMatchArray) => string }[] = [
  { pattern: /^\/map$/, to: () => '/guest/map' },
  { pattern: /^\/pilgrimages$/, to: () => '/guest/pilgrimages' },
  { pattern: /^\/altar\/([^/]+)$/, to: (match) => `/guest/altar/${match[1] ?? ''}` },
  { pattern: /^\/pilgrimage\/(?!active$)([^/]+)$/, to: (match) => `/guest/pilgrimage/${match[1] ?? ''}` },
];

export const NEXT_PARAM = 'next';

export type RouteDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isMemberOnlyPath(pathname: string): boolean {
  return MEMBER_ONLY_PATHS.includes(trimSlash(pathname));
}

/** The sign-in page, remembering where the visitor wanted to go. */
export function loginPathFor(target: string): string {
  return `/login?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}`;
}

/**
 * Where a sign-in may send the member next: only a path inside this app (no other origin, no
 * protocol-relative `//host`, no way back to the sign-in pages). Anything else means /.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, 'http://app.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://app.invalid') return '/';
  if (['/login', '/signup'].includes(trimSlash(url.pathname))) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the router does with a path for this viewer: show it, wait for the user lookup, or redirect. */
export function decideRoute(pathname: string, search: string, viewer: Viewer): RouteDecision {
  // Guest mode is decided by the path alone; no user lookup is made there.
  if (isGuestPath(pathname) || viewer === 'member') return { kind: 'render' };
  const path = trimSlash(pathname);
  const memberOnly = isMemberOnlyPath(path);
  const twin = GUEST_TWINS.map(({ pattern, to }) => {
    const match = path.match(pattern);
    return match ? to(match) : null;
  }).find((to) => to !== null);
  if (!memberOnly && !twin) return { kind: 'render' };
  if (viewer === 'loading') return { kind: 'wait' };
  if (memberOnly) return { kind: 'redirect', to: loginPathFor(`${path}${search}`) };
  return { kind: 'redirect', to: `${twin ?? '/guest'}${search}` };
}
