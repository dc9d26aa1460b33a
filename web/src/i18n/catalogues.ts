import type { Language } from '@sacred/core/settings';
import { catalogueFileOf, type LoadedMessages } from './catalogue';
import { PSEUDO_LANGUAGE, type DisplayLanguage } from './languages';

/**
 * Each namespace of each language is a chunk of its own, fetched the first time a screen of that domain is
 * drawn in that language: the landing page downloads its own texts and the UI kit's, in one language only.
 */
const FILES = import.meta.glob<LoadedMessages>(
  ['../**/messages/en.ts', '../**/messages/es.ts', '../**/messages/de.ts'],
  {
    import: 'default',
  },
);

const loaders = new Map<string, () => Promise<LoadedMessages>>();
for (const [path, load] of Object.entries(FILES)) {
  const { namespace, language } = catalogueFileOf(path);
  loaders.set(`${language}:${namespace}`, load);
}

/** A promise that React's `use` reads at once when it has settled (it looks at `status` and `value`). */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const loading = new Map<string, TrackedPromise<LoadedMessages>>();

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

async function fetchMessages(language: Language, namespace: string): Promise<LoadedMessages> {
  const load = loaders.get(`${language}:${namespace}`);
  if (!load) throw new Error(`No ${language} catalogue for the ${namespace} texts`);
  return load();
}

async function fetchDisplayed(language: DisplayLanguage, namespace: string): Promise<LoadedMessages> {
  if (language === PSEUDO_LANGUAGE) {
    const [{ pseudoMessages }, english] = await Promise.all([import('./pseudo'), fetchMessages('en', namespace)]);
    return pseudoMessages(english);
  }
  try {
    return await fetchMessages(language, namespace);
  } catch (error) {
    // Offline with only English cached, say: the screen still reads, in English.
    if (language === 'en') throw error;
    return fetchMessages('en', namespace);
  }
}

/**
 * A namespace's messages in a display language, fetched once. A failed download is forgotten, so the next
 * screen that needs it asks again (back online, say).
 */
export function loadNamespace(language: DisplayLanguage, namespace: string): TrackedPromise<LoadedMessages> {
  const key = `${language}:${namespace}`;
  let messages = loading.get(key);
  if (!messages) {
    messages = track(fetchDisplayed(language, namespace));
    messages.catch(() => loading.delete(key));
    loading.set(key, messages);
  }
  return messages;
}

/** The messages of a namespace if they are in already, for code outside React. */
export function loadedNamespace(language: DisplayLanguage, namespace: string): LoadedMessages | undefined {
  return loading.get(`${language}:${namespace}`)?.value;
}

/** Every namespace asked for so far, in any language: what a switch of language fetches before it shows. */
export function namespacesInUse(): string[] {
  return [...new Set([...loading.keys()].map((key) => key.slice(key.indexOf(':') + 1)))];
}
