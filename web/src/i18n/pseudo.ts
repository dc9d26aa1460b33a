import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { PLAIN_MESSAGE, type LoadedMessages } from './catalogue';

const ACCENTED: Record<string, string> = {
  a: 'å',
  e: 'é',
  i: 'ï',
  o: 'ö',
  u: 'ü',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  A: 'Å',
  E: 'É',
  I: 'Ï',
  O: 'Ö',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
};

function accent(text: string): string {
  return text.replace(/[aeiouycnAEIOUYCN]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** The same message with its literal text accented; arguments, plurals and tags keep their structure. */
function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.tag) return { ...element, children: pseudoElements(element.children) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([choice, option]) => [
          choice,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    return element;
  });
}

/** A message's elements: built catalogues keep plain texts as text (the build ships no parser for them). */
function elementsOf(message: string | MessageFormatElement[]): MessageFormatElement[] {
  if (typeof message !== 'string') return message;
  return PLAIN_MESSAGE.test(message) ? [{ type: TYPE.literal, value: message }] : parse(message);
}

/**
 * A namespace's English accented and wrapped in ⟦ ⟧: a text on screen without them did not come from a
 * catalogue (web/e2e/i18n.e2e.test.ts). Built messages arrive parsed; in development they are parsed here.
 */
export function pseudoMessages(english: LoadedMessages): Record<string, MessageFormatElement[]> {
  const pseudo: Record<string, MessageFormatElement[]> = {};
  for (const [key, message] of Object.entries(english)) {
    pseudo[key] = [
      { type: TYPE.literal, value: '⟦' },
      ...pseudoElements(elementsOf(message)),
      { type: TYPE.literal, value: '⟧' },
    ];
  }
  return pseudo;
}
