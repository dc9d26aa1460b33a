import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ConfirmEmailDocument } from '../../gql/graphql';
import { EmailLinkPage } from './EmailLinkPage';

export const VERIFY_EMAIL_TEXT = {
  title: 'Confirm your email',
  subtitle: 'One step before what you share is seen by the Sacred Circle',
  submit: 'Confirm my email',
  pending: 'Confirming...',
} as const;

/** The page the confirmation email links to (/verify-email?token=...): confirms and signs in. */
export function VerifyEmailPage() {
  const [confirm] = useMutation(ConfirmEmailDocument);
  return (
    <EmailLinkPage
      text={VERIFY_EMAIL_TEXT}
      redeem={async (token) => (await confirm({ variables: { input: { token } } })).data?.confirmEmail}
      footnote={
        <>
          A new link: sign in and open <Link to="/settings">Settings, Account</Link>.
        </>
      }
    />
  );
}
