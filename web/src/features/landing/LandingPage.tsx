import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { useUiText } from '../../ui/messages';
import { useLandingText } from './messages';

const Screen = styled.section`
  position: relative;
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background:
    radial-gradient(ellipse at 50% 0%, rgba(242, 192, 99, 0.12), transparent 55%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.night}, ${({ theme }) => theme.colors.forest900} 60%);
`;

const Hills = styled.svg`
  position: absolute;
  inset: auto 0 0 0;
  width: 100%;
  height: 38%;
  pointer-events: none;
`;

const Content = styled.div`
  position: relative;
  flex: 1;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space.xl}) ${({ theme }) => theme.space.lg}
    calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space.lg});
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

const Name = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.mist};
`;

const Heading = styled.h1`
  /* Focused by script to announce the new view, not for keyboard use: no ring. */
  &:focus-visible {
    outline: none;
  }
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: 2.1rem;
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Lead = styled.p`
  margin: 0;
  max-width: 20rem;
  color: ${({ theme }) => theme.colors.mist};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xl};
  text-align: center;
`;

const Primary = styled(ButtonLink)`
  min-height: 52px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
`;

const InlineLink = styled(Link)`
  font-weight: 600;
`;

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-transform: uppercase;
  letter-spacing: 0.08em;

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.forest600};
  }
`;

const GuestLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: rgba(19, 39, 27, 0.7);
  text-decoration: none;
  color: ${({ theme }) => theme.colors.moonlight};
  font-weight: 600;

  &:hover {
    background: ${({ theme }) => theme.colors.forest700};
  }
`;

const GuestNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mist};
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mist};
  text-align: center;
`;

/** The landing page after the intro. */
export function LandingPage({ focusHeading = false }: { focusHeading?: boolean }) {
  const t = useLandingText();
  const ui = useUiText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus({ preventScroll: true });
  }, [focusHeading]);

  return (
    <Screen aria-labelledby="landing-title" data-testid="landing-page">
      <Hills viewBox="0 0 390 300" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <path d="M0 140 90 70l70 50 60-40 80 60 90-50v210H0Z" fill="#13271b" />
        <path d="M0 200 70 150l90 40 80-50 70 40 80-30v150H0Z" fill="#102217" />
      </Hills>
      <Content>
        <Brand>
          <Logo size={88} />
          <Name>{ui('productName')}</Name>
          <Heading id="landing-title" ref={heading} tabIndex={-1}>
            {t('heading')}
          </Heading>
          <Lead>{t('lead')}</Lead>
        </Brand>
        <Actions>
          <Primary to="/signup">{t('getStarted')}</Primary>
          <Line>{t.rich('haveAccount', { link: (chunks) => <InlineLink to="/login">{chunks}</InlineLink> })}</Line>
          <Divider>{t('or')}</Divider>
          <GuestLink to="/guest">
            {t('enterAsGuest')}
            <GuestNote>{t('guestNote')}</GuestNote>
          </GuestLink>
          <Footer>{t('footer')}</Footer>
        </Actions>
      </Content>
    </Screen>
  );
}
