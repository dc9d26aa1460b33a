import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useJourneysText = textNamespace<typeof english>('journeys');
export type JourneysText = ReturnType<typeof useJourneysText>;
