import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SettingsEffects } from '../features/settings/SettingsEffects';
import { Loading } from '../ui/Loading';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './authContext';
import { lazyNamed } from './lazyNamed';
import { decideRoute } from './routeAccess';

const BadgeNotices = lazyNamed(() => import('../features/profile/BadgeNotices'), 'BadgeNotices');

/** A member's badge notices, loaded once someone is signed in: a guest never downloads them. */
function MemberNotices() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
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
      <SettingsEffects />
      <MemberNotices />
      <RouteGuard />
    </AuthProvider>
  );
}
