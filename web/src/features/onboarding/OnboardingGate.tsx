import { Suspense, useState } from 'react';
import { lazyNamed } from '../../app/lazyNamed';
import { isOnboardingCompleted, markOnboardingCompleted } from './onboardingFlag';

const OnboardingOverlay = lazyNamed(() => import('./OnboardingOverlay'), 'OnboardingOverlay');

/** Shows the onboarding overlay (its own chunk) to a signed-in member until the local flag is set. */
export function OnboardingGate() {
  const [open, setOpen] = useState(() => !isOnboardingCompleted());
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingOverlay
        open
        onComplete={() => {
          markOnboardingCompleted();
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}
