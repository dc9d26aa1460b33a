import { Navigate, createBrowserRouter, useSearchParams } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { SignInRequired } from '../features/accounts/SignInRequired';
import { Loading } from '../ui/Loading';
import { useAuth } from './authContext';
import { AppLayout, BareLayout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { activePilgrimageId } from './navigation';
import { lazyNamed } from './lazyNamed';
import { GUEST_FEED_MESSAGE, GUEST_PROFILE_MESSAGE } from './messages/knownTexts';
import { loadMapPage } from './pageLoaders';
import { RouteErrorPage } from './RouteErrorPage';
import { RootRoute } from './RouteGuard';

const MapPage = lazyNamed(loadMapPage, 'MapPage');
const loadLandingFlow = () => import('../features/landing/LandingFlow');
const LandingFlow = lazyNamed(loadLandingFlow, 'LandingFlow');
const LoginPage = lazyNamed(() => import('../features/accounts/LoginPage'), 'LoginPage');
const SignupPage = lazyNamed(() => import('../features/accounts/SignupPage'), 'SignupPage');
const VerifyEmailPage = lazyNamed(() => import('../features/accounts/VerifyEmailPage'), 'VerifyEmailPage');
const SignInLinkPage = lazyNamed(() => import('../features/accounts/SignInLinkPage'), 'SignInLinkPage');
const ResetPasswordPage = lazyNamed(() => import('../features/accounts/ResetPasswordPage'), 'ResetPasswordPage');
const AltarDetailPage = lazyNamed(() => import('../features/altars/AltarDetailPage'), 'AltarDetailPage');
const CreateAltarPage = lazyNamed(() => import('../features/altars/CreateAltarPage'), 'CreateAltarPage');
const PilgrimagesPage = lazyNamed(() => import('../features/pilgrimages/PilgrimagesPage'), 'PilgrimagesPage');
const CreatePilgrimagePage = lazyNamed(
  () => import('../features/pilgrimages/CreatePilgrimagePage'),
  'CreatePilgrimagePage',
);
const PilgrimageDetailPage = lazyNamed(
  () => import('../features/pilgrimages/PilgrimageDetailPage'),
  'PilgrimageDetailPage',
);
const ActiveJourneyPage = lazyNamed(() => import('../features/journeys/ActiveJourneyPage'), 'ActiveJourneyPage');
const FeedPage = lazyNamed(() => import('../features/community/FeedPage'), 'FeedPage');
const ProfilePage = lazyNamed(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const SettingsPage = lazyNamed(() => import('../features/settings/SettingsPage'), 'SettingsPage');
const UnsubscribePage = lazyNamed(() => import('../features/settings/UnsubscribePage'), 'UnsubscribePage');
const OptOutPage = lazyNamed(() => import('../features/walk-safe/OptOutPage'), 'OptOutPage');
const PassportPage = lazyNamed(() => import('../features/passport/PassportPage'), 'PassportPage');
const VerifyPage = lazyNamed(() => import('../features/passport/VerifyPage'), 'VerifyPage');
const IntentionsPage = lazyNamed(() => import('../features/intentions/IntentionsPage'), 'IntentionsPage');
const ConfirmIntentionPage = lazyNamed(
  () => import('../features/intentions/ConfirmIntentionPage'),
  'ConfirmIntentionPage',
);
const SharePage = lazyNamed(() => import('../features/walk-safe/SharePage'), 'SharePage');

export { GUEST_FEED_MESSAGE, GUEST_PROFILE_MESSAGE };

/** /pilgrimage/active needs ?id=; without it the user goes to /pilgrimages. */
function ActivePilgrimageRoute() {
  const [params] = useSearchParams();
  const id = activePilgrimageId(params);
  return id === null ? <Navigate to="/pilgrimages" replace /> : <ActiveJourneyPage pilgrimageId={id} />;
}

/** / is the map home for members and the landing flow for signed-out visitors. */
function HomeRoute() {
  const { viewer } = useAuth();
  if (viewer === 'loading') {
    // Most first visits are signed out: fetch the (small) landing chunk while the session is checked,
    // not after (bench/mobile-speed.ts).
    void loadLandingFlow();
    return <Loading />;
  }
  return viewer === 'member' ? <MapPage /> : <LandingFlow />;
}

const pageRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/map', element: <MapPage /> },
      { path: '/guest', element: <MapPage /> },
      { path: '/guest/map', element: <MapPage /> },
      { path: '/pilgrimages', element: <PilgrimagesPage /> },
      { path: '/guest/pilgrimages', element: <PilgrimagesPage /> },
      { path: '/feed', element: <FeedPage /> },
      { path: '/community-feed', element: <FeedPage /> },
      { path: '/guest/feed', element: <SignInRequired message={GUEST_FEED_MESSAGE} /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/guest/profile', element: <SignInRequired message={GUEST_PROFILE_MESSAGE} /> },
      { path: '/settings', element: <SettingsPage /> },
      { path: '/passport', element: <PassportPage /> },
      { path: '/intentions', element: <IntentionsPage /> },
    ],
  },
  {
    element: <BareLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      { path: '/walk-safe/opt-out', element: <OptOutPage /> },
      // Where the links in account emails lead (docs/api.md "Authentication").
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/sign-in-link', element: <SignInLinkPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/altar/:id', element: <AltarDetailPage /> },
      { path: '/guest/altar/:id', element: <AltarDetailPage /> },
      { path: '/create-altar', element: <CreateAltarPage /> },
      { path: '/create-pilgrimage', element: <CreatePilgrimagePage /> },
      // Static segment: ranks above /pilgrimage/:id.
      { path: '/pilgrimage/active', element: <ActivePilgrimageRoute /> },
      { path: '/pilgrimage/:id', element: <PilgrimageDetailPage /> },
      { path: '/guest/pilgrimage/:id', element: <PilgrimageDetailPage /> },
      // A walker's live share link (walk safe): for anyone with the link, no sign-in, no app chrome.
      { path: '/share/:token', element: <SharePage /> },
      { path: '/verify/:id', element: <VerifyPage /> },
      // Where a guest's intention email leads.
      { path: '/intentions/confirm', element: <ConfirmIntentionPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Every page sits under the root route, which knows who is looking and guards member-only pages. */
export const routes: RouteObject[] = [
  { element: <RootRoute />, errorElement: <RouteErrorPage />, children: pageRoutes },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
