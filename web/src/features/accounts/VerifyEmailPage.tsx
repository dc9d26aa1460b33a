import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { ConfirmEmailDocument } from '../../gql/graphql';
import { EmailLinkPage } from './EmailLinkPage';
import { useAccountsText } from './messages';

/** The page the confirmation email links to (/verify-email?token=...): confirms and signs in. */
export function VerifyEmailPage() {
  const t = useAccountsText();
  const [confirm] = useMutation(ConfirmEmailDocument);
  return (
    <EmailLinkPage
      text={{
        title: t('verifyTitle'),
        subtitle: t('verifySubtitle'),
        submit: t('verifySubmit'),
        pending: t('verifyPending'),
      }}
      redeem={async (token) => (await confirm({ variables: { input: { token } } })).data?.confirmEmail}
      footnote={t.rich('verifyFootnote', { link: (chunks) => <Link to="/settings">{chunks}</Link> })}
    />
  );
}
