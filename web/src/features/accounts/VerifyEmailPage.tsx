import { useApolloClient, useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ConfirmEmailDocument, MeDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from './apiError';
import { AuthLayout, Card, Footnote, Heading, SubmitButton, Subtitle } from './AuthLayout';
import { Note } from './Note';

export const VERIFY_EMAIL_TEXT = {
  title: 'Confirm your email',
  subtitle: 'One step before what you share is seen by the Sacred Circle',
  submit: 'Confirm my email',
  pending: 'Confirming...',
} as const;

/**
 * The page the confirmation email links to (/verify-email?token=...). Confirming is a button, not an
 * effect on load: mail scanners that open links do not use the token up, and the token is used once.
 */
export function VerifyEmailPage() {
  useDocumentTitle(VERIFY_EMAIL_TEXT.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const client = useApolloClient();
  const [confirm, { loading }] = useMutation(ConfirmEmailDocument);
  const [error, setError] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.linkInvalid);

  const submit = async () => {
    try {
      const { data } = await confirm({ variables: { input: { token } } });
      if (!data) return;
      client.writeQuery({ query: MeDocument, data: { me: data.confirmEmail.user } });
      await navigate('/', { replace: true });
    } catch (failure) {
      setError(readApiError(failure).message ?? ACCOUNT_MESSAGES.linkInvalid);
    }
  };

  return (
    <AuthLayout>
      <Card aria-labelledby="verify-title">
        <Heading id="verify-title">{VERIFY_EMAIL_TEXT.title}</Heading>
        <Subtitle>{VERIFY_EMAIL_TEXT.subtitle}</Subtitle>
        {error && <Note role="alert">{error}</Note>}
        {token && (
          <SubmitButton type="button" disabled={loading} aria-busy={loading} onClick={() => void submit()}>
            {loading ? VERIFY_EMAIL_TEXT.pending : VERIFY_EMAIL_TEXT.submit}
          </SubmitButton>
        )}
        <Footnote>
          A new link: sign in and open <Link to="/settings">Settings, Account</Link>.
        </Footnote>
      </Card>
    </AuthLayout>
  );
}
