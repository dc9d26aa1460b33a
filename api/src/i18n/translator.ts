import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { LANGUAGES, type Language } from '@sacred/core/settings';
import { FALLBACK_TIME_ZONE, isTimeZone } from '@sacred/core/time-zone';

/**
 * What the API writes to people (emails, web push) in their language: each domain keeps its texts in
 * `<domain>/messages/en.ts` (the English, verbatim, taken from core where core states it), `es.ts` and `de.ts`
 * (the same keys, `satisfies Translation<typeof english>`), as the web app does (web/src/i18n/catalogue.ts).
 * Messages are ICU MessageFormat (FormatJS `intl-messageformat`). API error messages stay English.
 */
export type Messages = Readonly<Record<string, string>>;

/** Another language's messages for a namespace: every key of the English, and no other (tsc enforces both). */
export type Translation<English extends Messages> = { readonly [Key in keyof English]: string };

/** The locale numbers, dates and plurals are formatted in, for each language. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && LANGUAGES.some((language) => language.code === value);
}

/** Whom a text is for: their language, and the zone their dates and times are shown in (UTC while unknown). */
export interface Audience {
  language: Language;
  timeZone: string | null;
}

export const DEFAULT_AUDIENCE: Audience = { language: 'en', timeZone: null };

/** An audience from what is stored: an unknown language reads as English, an unknown zone as none. */
export function audienceOf(language: unknown, timeZone: unknown): Audience {
  return {
    language: isLanguage(language) ? language : 'en',
    timeZone: typeof timeZone === 'string' && isTimeZone(timeZone) ? timeZone : null,
  };
}

type Value = PrimitiveType | Date;

export interface Text<English extends Messages> {
  /** The message in the audience's language, its `{arguments}` filled in. */
  (key: keyof English & string, values?: Record<string, Value>): string;
  readonly language: Language;
  /** The Intl locale of the language (en-US, es-ES, de-DE). */
  readonly locale: string;
  /** The audience's time zone, UTC while unknown. */
  readonly timeZone: string;
  /** A moment in the audience's locale and zone. */
  dateTime(at: Date, options: Intl.DateTimeFormatOptions): string;
  /** A number in the audience's locale. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

const formatters = new Map<string, IntlMessageFormat>();

function formatterFor(language: Language, id: string, message: string): IntlMessageFormat {
  const cacheKey = `${language}:${id}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, INTL_LOCALES[language]);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

const PLAIN_MESSAGE = /^[^{}<>']*$/;

/**
 * A domain's texts, by audience: `const text = translator('accounts', { en, es, de }); text(audience)('key')`.
 * The namespace is the domain's folder name.
 */
export function translator<English extends Messages>(
  namespace: string,
  catalogues: { en: English } & Record<Exclude<Language, 'en'>, Translation<English>>,
): (audience?: Audience) => Text<English> {
  return (audience = DEFAULT_AUDIENCE) => {
    const language = isLanguage(audience.language) ? audience.language : 'en';
    const messages: Messages = catalogues[language];
    const locale = INTL_LOCALES[language];
    const timeZone = audience.timeZone && isTimeZone(audience.timeZone) ? audience.timeZone : FALLBACK_TIME_ZONE;
    const text = ((key, values) => {
      const message = messages[key] ?? catalogues.en[key];
      if (message === undefined) throw new Error(`No text ${namespace}.${key}`);
      if (PLAIN_MESSAGE.test(message)) return message;
      const result = formatterFor(language, `${namespace}.${key}`, message).format(values as never);
      return Array.isArray(result) ? result.join('') : String(result);
    }) as Text<English> & { language: Language; locale: string; timeZone: string };
    Object.assign(text, {
      language,
      locale,
      timeZone,
      dateTime: (at: Date, options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(locale, { timeZone, ...options }).format(at),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(locale, options).format(value),
    });
    return text;
  };
}
