import { namespaceText, textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useCommunityText = textNamespace<typeof english>('community');
/** The feed's texts outside React (the share sheet's title). */
export const communityText = namespaceText<typeof english>('community');
