import { ONBOARDING_TEXTS } from '../steps';

/** The first-visit guide for a new member: six steps, then "You're All Set!" (steps.ts states them). */
export default {
  ...ONBOARDING_TEXTS,
  stepLabel: 'Step {position} of {total}',
  skip: 'Skip',
  progress: 'Onboarding progress',
  previous: 'Previous',
  next: 'Next',
  getStarted: 'Get Started',
  completionText: 'Your sacred journey begins now. Here is what you can do:',
  startExploring: 'Start Exploring',
};
