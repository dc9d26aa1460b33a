import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../ui/Button';
import { LineIcon } from './icons';
import { useLandingText } from './messages';
import { SlideArt } from './SlideArt';
import { INTRO_SLIDES, nextSlide, previousSlide } from './slides';

const SWIPE_PX = 50;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateX(16px); }
  to { opacity: 1; transform: none; }
`;

const Screen = styled.section`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  max-width: 520px;
  margin: 0 auto;
  padding: calc(env(safe-area-inset-top, 0px) + ${({ theme }) => theme.space.md}) ${({ theme }) => theme.space.lg}
    calc(env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space.lg});
  touch-action: pan-y;
`;

const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const IconButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.forest800};
  color: ${({ theme }) => theme.colors.moonlight};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.forest700};
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
`;

const SignIn = styled(Link)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.amberBright};

  &:hover {
    background: ${({ theme }) => theme.colors.forest800};
  }
`;

const Slide = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;

  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} 320ms ease-out;
  }
`;

const Art = styled.div`
  aspect-ratio: 8 / 5;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  box-shadow: ${({ theme }) => theme.shadows.card};

  svg {
    display: block;
  }
`;

const Title = styled.h2`
  /* Focused by script to announce the new view, not for keyboard use: no ring. */
  &:focus-visible {
    outline: none;
  }
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
  text-align: center;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Dots = styled.div`
  display: flex;
  gap: 2px;
`;

const Dot = styled.button<{ $active: boolean }>`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  cursor: pointer;

  &::after {
    content: '';
    width: ${({ $active }) => ($active ? '22px' : '8px')};
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? theme.colors.amber : theme.colors.forest500)};
    transition: width 200ms ease;
  }
`;

const NextButton = styled(Button)`
  width: 100%;
  min-height: 52px;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Four intro slides; closing or finishing shows the landing page. */
export function IntroCarousel({ onFinish }: { onFinish(): void }) {
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const swipeStart = useRef<number | null>(null);
  const t = useLandingText();
  const slide = INTRO_SLIDES[index] ?? INTRO_SLIDES[0];
  const last = nextSlide(index) === null;

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);

  const goNext = () => {
    const next = nextSlide(index);
    if (next === null) onFinish();
    else setIndex(next);
  };
  const goPrevious = () => setIndex(previousSlide(index));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight' && !last) setIndex(index + 1);
    if (event.key === 'ArrowLeft') goPrevious();
    if (event.key === 'Escape') onFinish();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (delta < -SWIPE_PX && !last) setIndex(index + 1);
    if (delta > SWIPE_PX) goPrevious();
  };

  if (!slide) return null;
  return (
    <Screen
      aria-roledescription="carousel"
      aria-label={t('introLabel')}
      data-testid="intro-carousel"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
    >
      <TopBar>
        <IconButton type="button" aria-label={t('closeIntro')} onClick={onFinish}>
          <LineIcon name="close" />
        </IconButton>
        <SignIn to="/login">{t('signIn')}</SignIn>
      </TopBar>

      <Slide
        key={index}
        role="group"
        aria-roledescription="slide"
        aria-label={t('slidePosition', { position: index + 1, count: INTRO_SLIDES.length })}
        aria-live="polite"
        data-testid="intro-slide"
      >
        <Art>
          <SlideArt name={slide} />
        </Art>
        <Title ref={heading} tabIndex={-1}>
          {t(`${slide}Title`)}
        </Title>
        <Description>{t(`${slide}Description`)}</Description>
      </Slide>

      <Controls>
        <IconButton type="button" aria-label={t('previousSlide')} onClick={goPrevious} disabled={index === 0}>
          <LineIcon name="previous" />
        </IconButton>
        <Dots>
          {INTRO_SLIDES.map((art, i) => (
            <Dot
              key={art}
              type="button"
              $active={i === index}
              aria-label={t('goToSlide', { position: i + 1, title: t(`${art}Title`) })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </Dots>
        <IconButton type="button" aria-label={t('nextSlide')} onClick={() => setIndex(index + 1)} disabled={last}>
          <LineIcon name="next" />
        </IconButton>
      </Controls>
      <NextButton onClick={goNext}>{last ? t('getStarted') : t('next')}</NextButton>
    </Screen>
  );
}
