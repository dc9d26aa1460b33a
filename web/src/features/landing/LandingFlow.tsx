import { startTransition, useCallback, useState } from 'react';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { IntroCarousel } from './IntroCarousel';
import { useLandingText } from './messages';
import { LandingPage } from './LandingPage';
import { Splash } from './Splash';
import { isIntroSeen, markIntroSeen } from '../onboarding/onboardingFlag';

type Stage = 'splash' | 'carousel' | 'landing';

// Once seen on this device, coming back to / (a reload, a new visit, or from /login) goes straight to the
// landing page: the splash and the carousel are a first visit's.
let introSeen = false;

/** Signed-out visitor at /: splash, then the intro carousel, then the landing page. */
export function LandingFlow() {
  useDocumentTitle(useLandingText()('documentTitle'));
  const [stage, setStage] = useState<Stage>(() => (introSeen || isIntroSeen() ? 'landing' : 'splash'));
  // A transition: React renders the carousel in slices between frames, so the hand-over is never one
  // long task (the page counts as interactive only after one; bench/README.md, "The web app on a
  // throttled phone", has the figures).
  const showCarousel = useCallback(() => {
    introSeen = true;
    markIntroSeen();
    startTransition(() => setStage((current) => (current === 'splash' ? 'carousel' : current)));
  }, []);
  const showLanding = useCallback(() => {
    introSeen = true;
    markIntroSeen();
    setStage('landing');
  }, []);

  switch (stage) {
    case 'splash':
      return <Splash onDone={showCarousel} />;
    case 'carousel':
      return <IntroCarousel onFinish={showLanding} />;
    case 'landing':
      return <LandingPage focusHeading />;
  }
}
