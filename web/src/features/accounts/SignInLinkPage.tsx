import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { SignInWithLinkDocument } from '../../gql/graphql';
import { EmailLinkPage } from './EmailLinkPage';
import { useAccountsText } from './messages';

/** The page the sign-in link opens (/sign-in-link?token=...), sent while the account was under attack. */
export function SignInLinkPage() {
  const t = useAccountsText();
  const [signIn] = useMutation(SignInWithLinkDocument);
  return (
    <EmailLinkPage
      text={{
        title: t('signInLinkTitle'),
        subtitle: t('signInLinkSubtitle'),
        submit: t('signInLinkSubmit'),
        pending: t('signInLinkPending'),
      }}
      redeem={async (token) => (await signIn({ variables: { input: { token } } })).data?.signInWithLink}
      footnote={t.rich('signInLinkFootnote', { link: (chunks) => <Link to="/login">{chunks}</Link> })}
    />
  );
}
