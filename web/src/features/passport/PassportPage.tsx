import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { IssueCredentialDocument, MyPassportDocument, type MyPassportQuery } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from '../accounts/apiError';

type Journey = MyPassportQuery['myPassport']['journeys'][number];

const Stamps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space.sm};
    border: 2px dashed ${({ theme }) => theme.colors.amber};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  strong {
    display: block;
  }
  time {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mist};
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
`;

const when = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';

function CredentialAction({ journey, onIssued }: { journey: Journey; onIssued(): void }) {
  const checkboxId = useId();
  const [showName, setShowName] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [issue, { loading }] = useMutation(IssueCredentialDocument);
  async function run() {
    setError(null);
    try {
      await issue({ variables: { activePilgrimageId: journey.activePilgrimageId, showName } });
      onIssued();
    } catch (caught) {
      setError(readApiError(caught).message ?? 'The credential could not be issued.');
    }
  }
  return (
    <div>
      {journey.credentialId && (
        <ButtonLink to={`/verify/${journey.credentialId}`} data-testid="credential-link">
          Open your credential
        </ButtonLink>
      )}
      <Choice htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={showName}
          onChange={(event) => setShowName(event.target.checked)}
        />
        Show my name on the credential
      </Choice>
      <Button onClick={() => void run()} disabled={loading}>
        {journey.credentialId ? 'Issue it again' : 'Get my credential'}
      </Button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/** /passport: the member's stamps (accepted checkpoints) by journey, and credentials for completed ones. */
export function PassportPage() {
  useDocumentTitle('Pilgrim passport');
  const { data, loading, error, refetch } = useQuery(MyPassportDocument, { fetchPolicy: 'cache-and-network' });
  const passport = data?.myPassport;
  return (
    <Page>
      <PageTitle>Pilgrim passport</PageTitle>
      <Lead>Every checkpoint you reach within 0.1 mile of its site is a stamp here.</Lead>
      {!passport && loading && <LoadingState label="Opening your passport..." />}
      {!passport && error && <ErrorState onRetry={() => void refetch()} />}
      {passport && passport.stampCount === 0 && (
        <EmptyState title="No stamps yet">Start a pilgrimage and reach its first site to earn one.</EmptyState>
      )}
      {passport && (
        <p data-testid="stamp-count">
          {passport.stampCount} stamp{passport.stampCount === 1 ? '' : 's'}
        </p>
      )}
      {passport?.journeys
        .filter((journey) => journey.stamps.length > 0)
        .map((journey) => (
          <Card key={journey.activePilgrimageId} aria-label={journey.pilgrimageName} data-testid="passport-journey">
            <CardTitle>{journey.pilgrimageName}</CardTitle>
            <p>{journey.completed ? `Completed ${when(journey.completedAt)}` : 'Under way'}</p>
            <Stamps aria-label={`Stamps of ${journey.pilgrimageName}`}>
              {journey.stamps.map((stamp, index) => (
                <li key={`${stamp.altarId ?? 'gone'}-${index}`} data-testid="passport-stamp">
                  <strong>{stamp.altarName}</strong>
                  {stamp.reachedAt && <time dateTime={stamp.reachedAt}>{when(stamp.reachedAt)}</time>}
                </li>
              ))}
            </Stamps>
            {journey.completed && <CredentialAction journey={journey} onIssued={() => void refetch()} />}
          </Card>
        ))}
    </Page>
  );
}
