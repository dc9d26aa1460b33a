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
  const first = pathname === '/' ? ['landing', 'map'] : isMapPath(pathname) ? ['map'] : [];
  for (const namespace of [...EVERYWHERE, ...first]) void loadNamespace(language, namespace).catch(() => undefined);
}
