/** The welcome flow: splash, intro carousel and landing page, in the spec's words. */
export default {
  documentTitle: 'Welcome',
  splashLabel: 'Welcome',
  close: 'Close',
  introLabel: 'Introduction',
  closeIntro: 'Close introduction',
  signIn: 'Sign In',
  slidePosition: '{position} of {count}',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: 'Go to slide {position}: {title}',
  next: 'Next',
  getStarted: 'Get Started',
  discoverTitle: 'Discover Beautiful Places',
  discoverDescription:
    'Find peaceful altars and sacred spaces hidden in forests, on mountaintops and beside quiet water, all on one map.',
  createTitle: 'Create Peaceful Spaces',
  createDescription:
    'Gather stones, petals and fallen branches to build a small altar, then share its story with the community.',
  visitTitle: 'Visit & Contribute',
  visitDescription:
    'Visit an altar, spend a quiet moment in ritual, leave a review and add your care, leaving no trace.',
  connectTitle: 'Connect with Community',
  connectDescription: 'Walk pilgrimages with fellow seekers, share your journey and look after the earth together.',
  heading: 'Discover Beautiful Spaces',
  lead: 'Find, create and visit peaceful places in nature, with a community that cares for them.',
  haveAccount: 'Already have an account? <link>Sign In</link>',
  or: 'or',
  enterAsGuest: 'Enter as Sacred Guest',
  guestNote: 'Explore altars without an account',
  footer: "By continuing, you're joining the Sacred Circle and honoring our Community Covenant.",
};
