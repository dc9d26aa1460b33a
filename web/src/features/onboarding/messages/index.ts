import { textNamespace } from '../../../i18n/useText';
import type english from './en';

export const useOnboardingText = textNamespace<typeof english>('onboarding');
