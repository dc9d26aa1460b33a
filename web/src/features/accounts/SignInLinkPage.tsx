import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SignInWithLinkDocument } from '../../gql/graphql';
import { EmailLinkPage } from './EmailLinkPage';

export const SIGN_IN_LINK_TEXT = {
  title: 'Finish signing in',
  subtitle: 'This device will be remembered for your next sign-in',
  submit: 'Sign me in',
  pending: 'Signing in...',
} as const;

/** The page the sign-in link opens (/sign-in-link?token=...), sent while the account was under attack. */
export function SignInLinkPage() {
  const [signIn] = useMutation(SignInWithLinkDocument);
  return (
    <EmailLinkPage
      text={SIGN_IN_LINK_TEXT}
      redeem={async (token) => (await signIn({ variables: { input: { token } } })).data?.signInWithLink}
      footnote={
        <>
          Link expired? <Link to="/login">Sign in again</Link> for a new one.
        </>
      }
    />
  );
}
