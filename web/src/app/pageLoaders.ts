import { loadNamespace } from '../i18n/catalogues';
import { languageChoice } from '../i18n/languageChoice';

/**
 * The map page's module and its texts, side by side: the router renders it lazily, the entry starts it early on
 * a map path.
 */
export const loadMapPage = () => {
  void loadNamespace(languageChoice(), 'map').catch(() => undefined);
  return import('../features/map/MapPage');
};
