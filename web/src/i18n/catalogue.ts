import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Texts live in catalogues, one folder per domain: `<domain>/messages/en.ts` holds the English of the domain's
 * namespace (the spec's words, verbatim, taken from core where core states them) and `es.ts`, `de.ts` the same
 * keys in the other languages. Messages are ICU MessageFormat: `{count, plural, one {# altar} other {# altars}}`.
 */
export type Messages = Readonly<Record<string, string>>;

/** Another language's messages for a namespace: every key of the English, and no other (tsc enforces both). */
export type Translation<English extends Messages> = { readonly [Key in keyof English]: string };

/** A namespace's messages as loaded: ICU text, or already parsed where the build precompiled them. */
export type LoadedMessages = Readonly<Record<string, string | MessageFormatElement[]>>;

/** The namespace and language of a catalogue file: `features/settings/messages/de.ts` is settings, de. */
export function catalogueFileOf(path: string): { namespace: string; language: string } {
  const match = /([\w-]+)\/messages\/([\w-]+)\.ts$/.exec(path);
  if (!match?.[1] || !match[2]) throw new Error(`A catalogue must be <domain>/messages/<language>.ts: ${path}`);
  return { namespace: match[1], language: match[2] };
}

/** A message with no argument, tag or quote: shown as it is, with no formatter (and not parsed in the build). */
export const PLAIN_MESSAGE = /^[^{}<>']*$/;
