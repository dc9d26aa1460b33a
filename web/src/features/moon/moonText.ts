import { ZODIAC_SIGNS, type MoonPhaseName, type ZodiacSign } from '@sacred/core/moon';
import type { Formatters } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import type { Text } from '../../i18n/useText';
import { isMoonPhaseName } from './moonGeometry';
import { GUIDANCE_TEXTS } from './guidanceTexts';
import type english from './messages/en';

export type MoonText = Text<typeof english>;

type Squashed<Name extends string> = Name extends `${infer Head} ${infer Tail}` ? `${Head}${Squashed<Tail>}` : Name;
const squash = <Name extends string>(name: Name) => name.replaceAll(' ', '') as Squashed<Name>;

/** A phase's name in the displayed language ("Waxing Crescent"); a name the app does not know as it came. */
export function phaseName(t: MoonText, phase: string): string {
  return isMoonPhaseName(phase) ? t(`phase${squash(phase)}`) : phase;
}

/** How the drawing is named for screen readers: "Waxing Crescent moon", "Full Moon". */
export function drawnPhaseName(t: MoonText, phase: MoonPhaseName): string {
  return t(`drawn${squash(phase)}`);
}

export function signName(t: MoonText, sign: string): string {
  return (ZODIAC_SIGNS as readonly string[]).includes(sign) ? t(`sign${sign as ZodiacSign}`) : sign;
}

/** A lit share as a whole percent in the locale: "25%" in English, "25 %" in German and Spanish. */
export function formatPercent(format: Formatters, percent: number): string {
  return format.number(Math.round(percent) / 100, { style: 'percent', maximumFractionDigits: 0 });
}

/** "42% illuminated". */
export function illuminatedText(t: MoonText, format: Formatters, percent: number): string {
  return t('illuminated', { percent: formatPercent(format, percent) });
}

/** The guidance the moon call gave (meaning, practices) in the displayed language. */
export function guidanceText(t: MoonText, received: string): string {
  return knownText(t, GUIDANCE_TEXTS, received);
}
