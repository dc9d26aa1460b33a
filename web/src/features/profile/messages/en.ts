import { BADGE_TEXTS, PROFILE_CORE_TEXTS } from '../knownTexts';

/** The profile: hero, counts, badges, lists, the edit dialog and favourites, in the spec's words. */
export default {
  ...PROFILE_CORE_TEXTS,
  ...BADGE_TEXTS,
  atMostCharacters: 'At most {max} characters',
  badgeEarned: 'You earned {badge}.',
  errorTitle: 'Error',
  tryAgain: 'Please try again.',

  // Profile page
  documentTitle: 'Profile',
  settings: 'Settings',
  editProfile: 'Edit Profile',
  passport: 'Pilgrim passport',
  intentions: 'Your intentions',
  yourActivity: 'Your activity',
  altars: 'Altars',
  pilgrimages: 'Pilgrimages',
  days: 'Days',
  sacredBadges: 'Sacred Badges',
  badgesFailed: 'Could not load your badges',
  loadingBadges: 'Loading your badges...',

  // Badges
  badgeEarnedLabel: '{name}, earned',
  badgeLockedLabel: '{name}, locked',
  earnedOn: 'Earned {date}.',
  notEarned: 'Not earned yet.',
  requirements: 'Requirements',
  reward: 'Reward: {xp} XP',
  close: 'Close',

  // Lists
  tabAltars: 'My Altars',
  tabPilgrimages: 'Pilgrimages',
  tabFavorites: 'Favorites',
  profileLists: 'Profile lists',
  altarsFailed: 'Could not load your altars',
  loadingAltars: 'Loading your altars...',
  pilgrimagesFailed: 'Could not load your pilgrimages',
  loadingPilgrimages: 'Loading your pilgrimages...',
  favoritesFailed: 'Could not load your favorites',
  loadingFavorites: 'Loading your favorites...',
  ecoFriendly: ' · Eco-friendly',
  browsePilgrimages: 'Browse Pilgrimages',
  completed: 'Completed {date}',
  createAltar: 'Create an Altar',
  exploreMap: 'Explore the Map',

  // Edit profile
  profileSaved: 'Your profile has been saved.',
  photoUploadFailed: 'That photo could not be uploaded. Please try another.',
  uploading: 'Uploading...',
  changePhoto: 'Change Photo',
  firstName: 'First Name',
  lastName: 'Last Name',
  bio: 'Bio',
  cancel: 'Cancel',
  saving: 'Saving...',
  saveChanges: 'Save Changes',

  // Favourites
  savedToFavorites: '♥ Saved to Favorites',
  saveToFavorites: '♡ Save to Favorites',
};
