import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { SentIntentionsDocument, WithdrawIntentionDocument } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { statusText } from './intentionText';

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
  useDocumentTitle('Your intentions');
  const { data, loading, error, refetch } = useQuery(SentIntentionsDocument, { fetchPolicy: 'cache-and-network' });
  const [withdraw, { loading: withdrawing }] = useMutation(WithdrawIntentionDocument);
  const sent = data?.sentIntentions;
  return (
    <Page>
      <PageTitle>Your intentions</PageTitle>
      <Lead>What you entrusted to walkers, and where it was carried.</Lead>
      {!sent && loading && <LoadingState label="Reading your intentions..." />}
      {!sent && error && <ErrorState onRetry={() => void refetch()} />}
      {sent && sent.length === 0 && (
        <EmptyState title="No intentions yet" action={<ButtonLink to="/pilgrimages">Find a pilgrimage</ButtonLink>}>
          On a pilgrimage&apos;s page, &ldquo;Carry an intention&rdquo; asks a walker to take yours along.
        </EmptyState>
      )}
      {sent?.map((intention) => (
        <Card key={intention.id} aria-label={`Intention for ${intention.pilgrimageName}`} data-testid="sent-intention">
          <CardTitle>{intention.pilgrimageName}</CardTitle>
          <Text>{intention.text}</Text>
          <Status data-testid="sent-intention-status" data-status={intention.status}>
            {intention.confirmed
              ? statusText(intention.status, intention.altarName, intention.deliveredAt)
              : 'Waiting for you to open the link we emailed'}
            {intention.anonymous ? ' · anonymous' : ''}
          </Status>
          {(intention.status === 'offered' || intention.status === 'carried') && (
            <Button
              $variant="secondary"
              disabled={withdrawing}
              onClick={() => void withdraw({ variables: { id: intention.id } }).then(() => refetch())}
            >
              Withdraw
            </Button>
          )}
        </Card>
      ))}
    </Page>
  );
}
