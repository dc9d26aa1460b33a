import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import {
  BADGE_CATALOGUE,
  BADGE_EARNED_TITLE,
  PROFILE_TEXT,
  type BadgeKey,
  type CatalogueBadge,
} from '@sacred/core/badges';

const badge = (key: BadgeKey): CatalogueBadge => {
  const found = BADGE_CATALOGUE.find((entry) => entry.key === key);
  if (!found) throw new Error(`No badge ${key} in the catalogue`);
  return found;
};
const requirement = (key: BadgeKey, index: number): string => badge(key).requirements[index] ?? '';

/** The profile's texts that core states: its notices, the profile rules' messages and the six badges. */
export const PROFILE_CORE_TEXTS = {
  defaultBio: PROFILE_TEXT.defaultBio,
  updatedTitle: PROFILE_TEXT.updatedTitle,
  noFavorites: PROFILE_TEXT.noFavorites,
  noAltars: PROFILE_TEXT.noAltars,
  noCompletions: PROFILE_TEXT.noCompletions,
  favoriteAdded: PROFILE_TEXT.favoriteAdded,
  favoriteRemoved: PROFILE_TEXT.favoriteRemoved,
  badgeEarnedTitle: BADGE_EARNED_TITLE,
  firstNameTooShort: ACCOUNT_MESSAGES.firstNameTooShort,
  lastNameTooShort: ACCOUNT_MESSAGES.lastNameTooShort,
  bioTooLong: ACCOUNT_MESSAGES.bioTooLong,
  profileUpdateFailed: ACCOUNT_MESSAGES.profileUpdateFailed,
  profileImageNotUploaded: ACCOUNT_MESSAGES.profileImageNotUploaded,
} as const;

/** The six catalogue badges' words: name, description, the two requirements and the locked badge's action. */
export const BADGE_TEXTS = {
  ecoGuardianName: badge('ecoGuardian').name,
  ecoGuardianDescription: badge('ecoGuardian').description,
  ecoGuardianRequirement1: requirement('ecoGuardian', 0),
  ecoGuardianRequirement2: requirement('ecoGuardian', 1),
  ecoGuardianAction: badge('ecoGuardian').lockedAction,
  pilgrimName: badge('pilgrim').name,
  pilgrimDescription: badge('pilgrim').description,
  pilgrimRequirement1: requirement('pilgrim', 0),
  pilgrimRequirement2: requirement('pilgrim', 1),
  pilgrimAction: badge('pilgrim').lockedAction,
  caretakerName: badge('caretaker').name,
  caretakerDescription: badge('caretaker').description,
  caretakerRequirement1: requirement('caretaker', 0),
  caretakerRequirement2: requirement('caretaker', 1),
  caretakerAction: badge('caretaker').lockedAction,
  communityBuilderName: badge('communityBuilder').name,
  communityBuilderDescription: badge('communityBuilder').description,
  communityBuilderRequirement1: requirement('communityBuilder', 0),
  communityBuilderRequirement2: requirement('communityBuilder', 1),
  communityBuilderAction: badge('communityBuilder').lockedAction,
  explorerName: badge('explorer').name,
  explorerDescription: badge('explorer').description,
  explorerRequirement1: requirement('explorer', 0),
  explorerRequirement2: requirement('explorer', 1),
  explorerAction: badge('explorer').lockedAction,
  earthKeeperName: badge('earthKeeper').name,
  earthKeeperDescription: badge('earthKeeper').description,
  earthKeeperRequirement1: requirement('earthKeeper', 0),
  earthKeeperRequirement2: requirement('earthKeeper', 1),
  earthKeeperAction: badge('earthKeeper').lockedAction,
} as const;
