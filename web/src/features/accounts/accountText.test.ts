import { ACCOUNT_MESSAGES, linkUsedForAnotherAccount } from '@sacred/core/accounts';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { Text } from '../../i18n/useText';
import { accountText } from './accountText';
import german from './messages/de';
import type english from './messages/en';

/** The German catalogue as a component would read it. */
const t = ((key: keyof typeof german, values?: Record<string, string>) =>
  new IntlMessageFormat(german[key], 'de-DE').format(values) as string) as Text<typeof english>;

describe('accountText', () => {
  it("shows core's and the API's texts in the displayed language", () => {
    expect(accountText(t, ACCOUNT_MESSAGES.passwordsDontMatch)).toBe('Die Passwörter stimmen nicht überein');
    expect(accountText(t, 'Required')).toBe('Pflichtfeld');
  });

  it('reads a link used for another account, with its address and what it did', () => {
    const received = linkUsedForAnotherAccount(ACCOUNT_MESSAGES.emailConfirmed, 'ana@example.com');
    expect(accountText(t, received)).toBe(
      'ana@example.com: Deine E-Mail-Adresse ist bestätigt. Willkommen im Heiligen Kreis. Hier bist du weiter als du selbst angemeldet; melde dich ab, um dieses Konto zu nutzen.',
    );
  });

  it('shows a text it does not know as it came', () => {
    expect(accountText(t, 'A message newer than the app')).toBe('A message newer than the app');
  });
});
