import { SEASON_NAMES, SKY_MESSAGES } from '@sacred/core/sky';

// Kept apart from the catalogue, which the build turns into parsed messages only (and loads on demand).

/** Texts the sky call sends: the reminder's refusals and the seasons' names, shown in the member's language. */
export const SERVER_TEXTS = {
  minutesRange: SKY_MESSAGES.minutesRange,
  noFirstLight: SKY_MESSAGES.noFirstLight,
  invalidDate: SKY_MESSAGES.invalidDate,
} as const;

export const SEASON_TEXTS = {
  seasonMarchEquinox: SEASON_NAMES[0],
  seasonJuneSolstice: SEASON_NAMES[1],
  seasonSeptemberEquinox: SEASON_NAMES[2],
  seasonDecemberSolstice: SEASON_NAMES[3],
} as const;
