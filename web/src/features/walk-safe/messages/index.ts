import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useWalkSafeText = textNamespace<typeof english>('walk-safe');
export type WalkSafeText = ReturnType<typeof useWalkSafeText>;
