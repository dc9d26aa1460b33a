import { useState } from 'react';
import { OnboardingOverlay } from './OnboardingOverlay';
import { isOnboardingCompleted, markOnboardingCompleted } from './onboardingFlag';

/** Shows the onboarding overlay to a signed-in member until the local flag is set. */
export function OnboardingGate() {
  const [open, setOpen] = useState(() => !isOnboardingCompleted());
  if (!open) return null;
  return (
    <OnboardingOverlay
      open
      onComplete={() => {
        markOnboardingCompleted();
        setOpen(false);
      }}
      onClose={() => setOpen(false)}
    />
  );
}
