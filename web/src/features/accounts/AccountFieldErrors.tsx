import { useCallback, type ReactNode } from 'react';
import { FieldErrorText } from '../../ui/errorText';
import { accountText } from './accountText';
import { useAccountsText } from './messages';

/** The account forms' fields show core's and the API's refusals in the displayed language. */
export function AccountFieldErrors({ children }: { children: ReactNode }) {
  const t = useAccountsText();
  const translate = useCallback((error: string) => accountText(t, error), [t]);
  return <FieldErrorText value={translate}>{children}</FieldErrorText>;
}
