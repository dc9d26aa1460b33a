import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Loading } from '../ui/Loading';
import { BottomNav } from './BottomNav';

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

const Main = styled.main`
  min-height: 100%;
`;

/** Pages that show the bottom navigation. */
export function AppLayout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Main>
      <BottomNav />
    </>
  );
}

/** Full-screen pages without the bottom navigation (sign-in, creation flows, not found). */
export function BareLayout() {
  return (
    <Main id="main" tabIndex={-1}>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Main>
  );
}
