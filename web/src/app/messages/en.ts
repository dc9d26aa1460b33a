import { MESSAGES } from '@sacred/core/messages';
import { GUEST_TEXTS } from './knownTexts';

/** The app shell: navigation, guest banner, not-found and error pages, notifications. */
export default {
  mainNavigation: 'Main navigation',
  skipToContent: 'Skip to content',
  navMap: 'Map',
  navPilgrimages: 'Pilgrimages',
  navAddAltar: 'Add Altar',
  navFeed: 'Feed',
  navProfile: 'Profile',
  guestModeTitle: 'Sacred Guest Mode',
  guestClaimUnknown: 'Exploring sacred spaces',
  guestClaimCapped: 'Exploring {cap}+ sacred spaces',
  guestClaim: 'Exploring {count, plural, one {# sacred space} other {# sacred spaces}}',
  signIn: 'Sign In',
  signInTitle: 'Sign in',
  ...GUEST_TEXTS,
  notFoundTitle: MESSAGES.notFoundTitle,
  notFoundBody: MESSAGES.notFoundBody,
  home: 'Home',
  exploreMap: 'Explore Map',
  routeErrorTitle: 'Something went wrong',
  routeErrorMessage: 'This page could not be shown. Check your connection and try again.',
  notifications: 'Notifications ({hotkey})',
  dismissNotification: 'Dismiss notification',
};
