import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmIntentionDocument } from '../../gql/graphql';
import { ButtonLink } from '../../ui/Button';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { ErrorState, LoadingState } from '../../ui/States';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { knownText } from '../../i18n/knownTexts';
import { readApiError } from '../accounts/apiError';
import { useIntentionsText } from './messages';
import { INTENTION_API_TEXTS } from './apiTexts';

/** /intentions/confirm?token=...: where a guest's email link leads; the intention is offered once confirmed. */
export function ConfirmIntentionPage() {
  const t = useIntentionsText();
  useDocumentTitle(t('confirmDocumentTitle'));
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
  const received = readApiError(error).message;
  return (
    <Page>
      <PageTitle>{t('confirmTitle')}</PageTitle>
      {loading && <LoadingState label={t('confirming')} count={1} />}
      {confirmed && (
        <>
          <Lead role="status">{t('apiConfirmed')}</Lead>
          <p>{confirmed.pilgrimageName}</p>
          <blockquote>{confirmed.text}</blockquote>
          <p>{t('confirmedNote')}</p>
          <ButtonLink to={`/guest/pilgrimage/${confirmed.pilgrimageId}`}>{t('seePilgrimage')}</ButtonLink>
        </>
      )}
      {(error || !token) && (
        <ErrorState
          title={received ? knownText(t, INTENTION_API_TEXTS, received) : t('apiInvalidToken')}
          message={t('apiInvalidToken')}
          home={{ to: '/guest/pilgrimages', label: t('pilgrimages') }}
        />
      )}
    </Page>
  );
}
