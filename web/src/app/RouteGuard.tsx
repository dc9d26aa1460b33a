import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../ui/Loading';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './authContext';
import { lazyNamed } from './lazyNamed';
import { decideRoute } from './routeAccess';

const BadgeNotices = lazyNamed(() => import('../features/profile/BadgeNotices'), 'BadgeNotices');
const SettingsEffects = lazyNamed(() => import('../features/settings/SettingsEffects'), 'SettingsEffects');

/**
 * What only a member has, loaded once someone is signed in: their settings applied to the device and their
 * badge notices. A guest never downloads them.
 */
function MemberEffects() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <SettingsEffects />
      <BadgeNotices />
    </Suspense>
  );
}

function RouteGuard() {
  const { pathname, search } = useLocation();
  const { viewer } = useAuth();
  const decision = decideRoute(pathname, search, viewer);
  switch (decision.kind) {
    case 'wait':
      return <Loading />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'render':
      return <Outlet />;
  }
}

/** The root of every route: who is looking, and whether they may see the page. */
export function RootRoute() {
  return (
    <AuthProvider>
      <MemberEffects />
      <RouteGuard />
    </AuthProvider>
  );
}
