import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { Logo } from '../../ui/Logo';
import { useUiText } from '../../ui/messages';
import { LineIcon } from './icons';
import { useLandingText } from './messages';
import { SPLASH_DURATION_MS } from './slides';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Screen = styled.section`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.toast - 1};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  background: #000;
  text-align: center;
  cursor: pointer;

  @media (prefers-reduced-motion: no-preference) {
    & > div {
      animation: ${rise} 700ms ease-out both;
    }
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 18rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.amberBright};
`;

const Close = styled.button`
  position: absolute;
  top: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space.md});
  right: ${({ theme }) => theme.space.md};
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(232, 228, 212, 0.25);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.moonlight};
  cursor: pointer;
`;

/** Black splash with logo, title and tagline: any touch, the close button or SPLASH_DURATION_MS ends it. */
export function Splash({ onDone }: { onDone(): void }) {
  const t = useLandingText();
  const ui = useUiText();
  useEffect(() => {
    const timer = window.setTimeout(onDone, SPLASH_DURATION_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [onDone]);

  return (
    <Screen aria-label={t('splashLabel')} data-testid="splash" onClick={onDone}>
      <Content>
        <Logo size={112} />
        <Title>{ui('productName')}</Title>
        <Tagline>{ui('tagline')}</Tagline>
      </Content>
      <Close
        type="button"
        aria-label={t('close')}
        onClick={(event) => {
          event.stopPropagation();
          onDone();
        }}
      >
        <LineIcon name="close" />
      </Close>
    </Screen>
  );
}
