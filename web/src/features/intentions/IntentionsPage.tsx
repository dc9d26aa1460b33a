import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { SentIntentionsDocument, WithdrawIntentionDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { statusText, useIntentionDate } from './intentionText';
import { useIntentionsText } from './messages';

const Text = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Status = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mist};
`;

/** /intentions: the intentions the member entrusted and what became of each; withdraw one not yet delivered. */
export function IntentionsPage() {
  const t = useIntentionsText();
  const date = useIntentionDate();
  useDocumentTitle(t('pageTitle'));
  const { data, loading, error, refetch } = useQuery(SentIntentionsDocument, { fetchPolicy: 'cache-and-network' });
  const [withdraw, { loading: withdrawing }] = useMutation(WithdrawIntentionDocument);
  const sent = data?.sentIntentions;
  return (
    <Page>
      <PageTitle>{t('pageTitle')}</PageTitle>
      <Lead>{t('pageLead')}</Lead>
      {!sent && loading && <LoadingState label={t('reading')} />}
      {!sent && error && <ErrorState onRetry={() => void refetch()} />}
      {sent && sent.length === 0 && (
        <EmptyState title={t('noneTitle')} action={<ButtonLink to="/pilgrimages">{t('findPilgrimage')}</ButtonLink>}>
          {t('noneText')}
        </EmptyState>
      )}
      {sent?.map((intention) => {
        const status = intention.confirmed
          ? statusText(t, intention.status, intention.altarName, intention.deliveredAt, date)
          : t('statusUnconfirmed');
        return (
          <Card
            key={intention.id}
            aria-label={t('intentionFor', { pilgrimage: intention.pilgrimageName })}
            data-testid="sent-intention"
          >
            <CardTitle>{intention.pilgrimageName}</CardTitle>
            <Text>{intention.text}</Text>
            <Status data-testid="sent-intention-status" data-status={intention.status}>
              {intention.anonymous ? t('withAnonymous', { status }) : status}
            </Status>
            {(intention.status === 'offered' || intention.status === 'carried') && (
              <Button
                $variant="secondary"
                disabled={withdrawing}
                onClick={() => void withdraw({ variables: { id: intention.id } }).then(() => refetch())}
              >
                {t('withdraw')}
              </Button>
            )}
          </Card>
        );
      })}
    </Page>
  );
}
