import { knownText } from '../../i18n/knownTexts';
import type { Text } from '../../i18n/useText';
import { BADGE_TEXTS, PROFILE_CORE_TEXTS } from './knownTexts';
import type { ProfileEnglish } from './messages';

type ProfileText = Text<ProfileEnglish>;

/**
 * A badge's words (its name, description, a requirement or its locked action, as core's catalogue and the
 * server's `badges` rows state them) in the displayed language; words the app does not know, as they came.
 */
export function badgeText(t: ProfileText, english: string): string {
  return knownText(t, BADGE_TEXTS, english);
}

/** A message of core's profile rules (English) in the displayed language; an unknown one as it came. */
export function profileRuleText(t: ProfileText, received: string | undefined): string | undefined {
  if (received === undefined) return undefined;
  const atMost = /^At most (\d+) characters$/.exec(received);
  if (atMost?.[1]) return t('atMostCharacters', { max: atMost[1] });
  return knownText(t, PROFILE_CORE_TEXTS, received);
}
