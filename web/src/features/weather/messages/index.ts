import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useWeatherText = textNamespace<typeof english>('weather');
