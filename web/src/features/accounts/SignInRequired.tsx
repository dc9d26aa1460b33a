import styled from 'styled-components';
import { useAppText } from '../../app/messages';
import { GUEST_TEXTS } from '../../app/messages/knownTexts';
import { knownText } from '../../i18n/knownTexts';
import { Page } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const Message = styled.h1`
  margin: 20vh 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.moonlight};
`;

/**
 * Guest screens that only ask the visitor to sign in (/guest/feed, /guest/profile). The router imports this
 * page, so it speaks with the app shell's texts (loaded on every page), not the accounts catalogue.
 */
export function SignInRequired({ message }: { message: string }) {
  const t = useAppText();
  useDocumentTitle(t('signInTitle'));
  return (
    <Page>
      <Message>{knownText(t, GUEST_TEXTS, message)}</Message>
    </Page>
  );
}
