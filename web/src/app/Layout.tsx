import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { OnboardingGate } from '../features/onboarding/OnboardingGate';
import { Loading } from '../ui/Loading';
import { BottomNav } from './BottomNav';
import { GuestBanner } from './GuestBanner';
import { useAppText } from './messages';
import { useAuth } from './authContext';
import { isMapPath } from '../features/map/mapPaths';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.amber};
  color: ${({ theme }) => theme.colors.night};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

function SkipToContent() {
  const t = useAppText();
  return <SkipLink href="#main">{t('skipToContent')}</SkipLink>;
}

const Main = styled.main`
  min-height: 100%;
`;

/** Offline, every page but the map (which shows it among its banners) says where its content comes from. */
const PageOfflineNotice = styled(OfflineNotice)`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  margin: ${({ theme }) => theme.space.sm};
`;

const GUEST_MAP_PATHS = ['/guest', '/guest/map'];

/**
 * Pages that show the bottom navigation. The landing flow at / (signed-out visitors) stands alone;
 * the guest map carries the guest banner; a member meets the onboarding overlay until it is done.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { viewer } = useAuth();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const landing = path === '/' && viewer !== 'member';
  // A member's / is the map home, which says it among its own banners.
  const mapHome = isMapPath(path) || (path === '/' && viewer === 'member');
  return (
    <>
      {!landing && <SkipToContent />}
      {GUEST_MAP_PATHS.includes(path) && <GuestBanner />}
      {!landing && !mapHome && <PageOfflineNotice />}
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Main>
      {!landing && <BottomNav />}
      {viewer === 'member' && <OnboardingGate />}
    </>
  );
}

/** Full-screen pages without the bottom navigation (sign-in, creation flows, not found). */
export function BareLayout() {
  return (
    <>
      <PageOfflineNotice />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Main>
    </>
  );
}
