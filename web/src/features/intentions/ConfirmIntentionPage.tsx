import { useMutation } from '@apollo/client/react';
import { INTENTION_MESSAGES } from '@sacred/core/intentions';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmIntentionDocument } from '../../gql/graphql';
import { ButtonLink } from '../../ui/Button';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { ErrorState, LoadingState } from '../../ui/States';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from '../accounts/apiError';

/** /intentions/confirm?token=...: where a guest's email link leads; the intention is offered once confirmed. */
export function ConfirmIntentionPage() {
  useDocumentTitle('Confirm your intention');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { data, error, loading }] = useMutation(ConfirmIntentionDocument);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    void confirm({ variables: { token } }).catch(() => undefined);
  }, [confirm, token]);
  const confirmed = data?.confirmIntention;
  return (
    <Page>
      <PageTitle>Your intention</PageTitle>
      {loading && <LoadingState label="Confirming..." count={1} />}
      {confirmed && (
        <>
          <Lead role="status">{INTENTION_MESSAGES.confirmed}</Lead>
          <p>{confirmed.pilgrimageName}</p>
          <blockquote>{confirmed.text}</blockquote>
          <p>We will write to you once, when a walker has carried it.</p>
          <ButtonLink to={`/guest/pilgrimage/${confirmed.pilgrimageId}`}>See the pilgrimage</ButtonLink>
        </>
      )}
      {(error || !token) && (
        <ErrorState
          title={readApiError(error).message ?? INTENTION_MESSAGES.invalidToken}
          message={INTENTION_MESSAGES.invalidToken}
          home={{ to: '/guest/pilgrimages', label: 'Pilgrimages' }}
        />
      )}
    </Page>
  );
}
