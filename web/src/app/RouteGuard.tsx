import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { BadgeNotices } from '../features/profile/BadgeNotices';
import { SettingsEffects } from '../features/settings/SettingsEffects';
import { Loading } from '../ui/Loading';
import { AuthProvider } from './AuthProvider';
import { useAuth } from './authContext';
import { decideRoute } from './routeAccess';

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
      <BadgeNotices />
      <RouteGuard />
    </AuthProvider>
  );
}
