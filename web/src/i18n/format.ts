import { useMemo } from 'react';
import { useLanguageChoice } from './languageChoice';
import { INTL_LOCALES } from './languages';

/** The locale of the displayed language, for `Intl` and `toLocale…String`. */
export function useLocale(): string {
  return INTL_LOCALES[useLanguageChoice()];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T>(cache: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export interface Formatters {
  locale: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  relative(value: number, unit: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions): string;
}

/** Numbers, dates and relative times in the displayed language's locale. */
export function formattersFor(locale: string): Formatters {
  return {
    locale,
    number: (value, options = {}) =>
      cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value),
    date: (value, options = {}) =>
      cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(new Date(value)),
    relative: (value, unit, options = {}) =>
      cached(relativeFormats, locale, options, () => new Intl.RelativeTimeFormat(locale, options)).format(value, unit),
  };
}

export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
