/** What the guest pages that only ask for a sign-in say (router.tsx hands them to SignInRequired). */
export const GUEST_FEED_MESSAGE = 'Please sign in to access community feed';
export const GUEST_PROFILE_MESSAGE = 'Please sign in to access profile';

export const GUEST_TEXTS = {
  guestFeed: GUEST_FEED_MESSAGE,
  guestProfile: GUEST_PROFILE_MESSAGE,
} as const;
