import { isMapPath } from '../features/map/mapPaths';
import { loadNamespace } from './catalogues';
import { languageChoice } from './languageChoice';

/** The namespaces every screen draws with: the UI kit's and the app shell's. */
const EVERYWHERE = ['ui', 'app'];

/**
 * Called by the entry before React renders: the texts of the first screen start downloading beside its code,
 * in the displayed language only. Other screens' texts are asked for when their code arrives.
 */
export function preloadFirstTexts(pathname: string): void {
  const language = languageChoice();
  document.documentElement.lang = language.split('-')[0] ?? 'en';
  // On / a member's map home asks for the map's texts with its code (app/pageLoaders.ts): most visitors of / are
  // signed out and see the landing flow.
  const first = pathname === '/' ? ['landing'] : isMapPath(pathname) ? ['map'] : [];
  for (const namespace of [...EVERYWHERE, ...first]) void loadNamespace(language, namespace).catch(() => undefined);
}
