import { loadedNamespace } from '../../../i18n/catalogues';
import { languageChoice } from '../../../i18n/languageChoice';
import { namespaceText, textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useMapText = textNamespace<typeof english>('map');

/** The map's texts outside React (an alert, a label built by a helper), in the displayed language. */
export const mapText = namespaceText<typeof english>('map');

export type MapText = ReturnType<typeof useMapText>;

/**
 * For helpers that run before the map's texts may be in (and in unit tests, which load no catalogue): the
 * text in the displayed language once its catalogue is in, else `english` (the same text, written by the caller).
 */
export function mapTextOr(
  english: string,
  key: Parameters<typeof mapText>[0],
  values?: Parameters<typeof mapText>[1],
): string {
  return loadedNamespace(languageChoice(), 'map') ? mapText(key, values) : english;
}
