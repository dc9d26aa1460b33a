import styled from 'styled-components';
import { Page } from '../../ui/Page';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const Message = styled.h1`
  margin: 20vh 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.moonlight};
`;

/** Guest screens that only ask the visitor to sign in (/guest/feed, /guest/profile). */
export function SignInRequired({ message }: { message: string }) {
  useDocumentTitle('Sign in');
  return (
    <Page>
      <Message>{message}</Message>
    </Page>
  );
}
