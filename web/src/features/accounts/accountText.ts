import { linkUsedForAnotherAccount } from '@sacred/core/accounts';
import { knownText } from '../../i18n/knownTexts';
import type { Text } from '../../i18n/useText';
import type english from './messages/en';
import { ACCOUNT_TEXTS } from './messages/knownTexts';

type AccountsText = Text<typeof english>;

/**
 * A text core or the API gave an account form (a refused field, a mutation's answer), in the displayed
 * language; one it does not know (newer than the app) as it came.
 */
export function accountText(t: AccountsText, received: string): string {
  const known = knownText(t, ACCOUNT_TEXTS, received);
  if (known !== received) return known;
  // A link used while another member is signed in here: "{email}: {done} You are still signed in here…".
  const colon = received.indexOf(': ');
  if (colon > 0) {
    const email = received.slice(0, colon);
    for (const [key, done] of Object.entries(ACCOUNT_TEXTS)) {
      if (linkUsedForAnotherAccount(done, email) === received)
        return t('linkUsedForAnotherAccount', { email, done: t(key as keyof typeof ACCOUNT_TEXTS) });
    }
  }
  return received;
}
