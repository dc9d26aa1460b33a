import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { createElement, Fragment, use, useMemo, type ReactNode } from 'react';
import { PLAIN_MESSAGE, type LoadedMessages, type Messages } from './catalogue';
import { loadedNamespace, loadNamespace } from './catalogues';
import { languageChoice, useLanguageChoice } from './languageChoice';
import { INTL_LOCALES, type DisplayLanguage } from './languages';

type PlainValue = PrimitiveType | Date;
type RichValue = PlainValue | ReactNode | ((chunks: ReactNode[]) => ReactNode);

export interface Text<English extends Messages> {
  /** The message in the displayed language, its `{arguments}` filled in. */
  (key: keyof English & string, values?: Record<string, PlainValue>): string;
  /** The same with React values: elements as arguments, `<tag>…</tag>` given as functions of their chunks. */
  rich(key: keyof English & string, values: Record<string, RichValue>): ReactNode;
}

const formatters = new Map<string, IntlMessageFormat>();

function formatterFor(language: DisplayLanguage, id: string, message: LoadedMessages[string]): IntlMessageFormat {
  const cacheKey = `${language}:${id}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(message, INTL_LOCALES[language]);
    formatters.set(cacheKey, formatter);
  }
  return formatter;
}

function textOf<English extends Messages>(
  language: DisplayLanguage,
  namespace: string,
  messages: () => LoadedMessages | undefined,
): Text<English> {
  const format = (key: string, values: Record<string, unknown> | undefined) => {
    const message = messages()?.[key];
    if (message === undefined) {
      console.error(`No text ${namespace}.${key} in ${language}`);
      return `${namespace}.${key}`;
    }
    if (typeof message === 'string' && PLAIN_MESSAGE.test(message)) return message;
    return formatterFor(language, `${namespace}.${key}`, message).format(values as never);
  };
  const text = ((key, values) => {
    const result = format(key, values);
    return Array.isArray(result) ? result.join('') : String(result);
  }) as Text<English>;
  text.rich = (key, values) => {
    const result = format(key, values) as ReactNode | ReactNode[];
    return Array.isArray(result) ? createElement(Fragment, null, ...result) : result;
  };
  return text;
}

/**
 * The hook a domain reads its texts with, typed by its English catalogue so that a key it lacks fails tsc:
 * `export const useSettingsText = textNamespace<typeof english>('settings')` in `settings/messages/index.ts`,
 * then `const t = useSettingsText(); t('updatedTitle')`. The namespace is the domain's folder name. Its
 * catalogue is asked for when a screen first draws with it (or earlier, by the entry and the page loaders), and
 * the screen waits (Suspense) until it is in: a module that merely imports a domain's helper costs nothing.
 */
export function textNamespace<English extends Messages>(namespace: string): () => Text<English> {
  return function useNamespaceText() {
    const language = useLanguageChoice();
    // Settled catalogues carry React's own `status` and `value`, so `use` reads them without suspending.
    const messages = use(loadNamespace(language, namespace) as Promise<LoadedMessages>);
    return useMemo(() => textOf<English>(language, namespace, () => messages), [language, messages]);
  };
}

/**
 * A namespace's texts for code outside React (a toast raised by a cache callback, say), in the language
 * displayed when each is asked for; English while that language's catalogue is still on its way.
 */
export function namespaceText<English extends Messages>(namespace: string): Text<English> {
  const text = ((key, values) => {
    const language = languageChoice();
    void loadNamespace(language, namespace).catch(() => undefined);
    const shown = loadedNamespace(language, namespace) ? language : 'en';
    return textOf<English>(shown, namespace, () => loadedNamespace(shown, namespace))(key, values);
  }) as Text<English>;
  text.rich = (key, values) => {
    const language = languageChoice();
    const shown = loadedNamespace(language, namespace) ? language : 'en';
    return textOf<English>(shown, namespace, () => loadedNamespace(shown, namespace)).rich(key, values);
  };
  return text;
}
