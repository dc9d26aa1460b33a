import { useApolloClient } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@sacred/core/accounts';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MeDocument, type CurrentUserFragment } from '../../gql/graphql';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from './apiError';
import { AuthLayout, Card, Footnote, Heading, SubmitButton, Subtitle } from './AuthLayout';
import { accountText } from './accountText';
import { useAccountsText } from './messages';
import { Note } from './Note';

export interface EmailLinkText {
  title: string;
  subtitle: string;
  submit: string;
  pending: string;
}

/**
 * A page an emailed link opens (`?token=...`) that signs the member in. Using the token is a button,
 * not an effect on load: mail scanners that open links do not use it up, and it works once.
 */
export function EmailLinkPage({
  text,
  redeem,
  footnote,
}: {
  text: EmailLinkText;
  /** Uses the token; answers the link's member, and whether this browser is now signed in as them. */
  redeem: (token: string) => Promise<{ user: CurrentUserFragment; message: string; signedIn: boolean } | undefined>;
  footnote: ReactNode;
}) {
  const t = useAccountsText();
  useDocumentTitle(text.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.linkInvalid);
  // Another member is signed in here: the link did its work for the account it names, the session stayed.
  const [done, setDone] = useState<string | null>(null);

  const submit = async () => {
    setLoading(true);
    try {
      const result = await redeem(token);
      if (!result) return;
      if (!result.signedIn) {
        setDone(result.message);
        return;
      }
      client.writeQuery({ query: MeDocument, data: { me: result.user } });
      await navigate('/', { replace: true });
    } catch (failure) {
      setError(readApiError(failure).message ?? ACCOUNT_MESSAGES.linkInvalid);
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthLayout>
      <Card aria-labelledby="email-link-title">
        <Heading id="email-link-title">{text.title}</Heading>
        <Subtitle>{text.subtitle}</Subtitle>
        {error && <Note role="alert">{accountText(t, error)}</Note>}
        {done && <Note role="status">{accountText(t, done)}</Note>}
        {token && !done && (
          <SubmitButton type="button" disabled={loading} aria-busy={loading} onClick={() => void submit()}>
            {loading ? text.pending : text.submit}
          </SubmitButton>
        )}
        <Footnote>{footnote}</Footnote>
      </Card>
    </AuthLayout>
  );
}
