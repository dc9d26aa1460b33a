import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { IssueCredentialDocument, MyPassportDocument, type MyPassportQuery } from '../../gql/graphql';
import { Button, ButtonLink } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Lead, Page, PageTitle } from '../../ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { useFormat } from '../../i18n/format';
import { knownText } from '../../i18n/knownTexts';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from '../accounts/apiError';
import { useSettings } from '../settings/useSettings';
import { usePassportText } from './messages';
import { PASSPORT_API_TEXTS } from './apiTexts';

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

/** A date and time in the displayed language's locale and the member's time zone; a dash when unknown. */
function useWhen(): (iso: string | null | undefined) => string {
  const t = usePassportText();
  const format = useFormat();
  const timeZone = useSettings().settings.preferences.timeZone ?? undefined;
  return (iso) => (iso ? format.date(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone }) : t('noDate'));
}

function CredentialAction({ journey, onIssued }: { journey: Journey; onIssued(): void }) {
  const t = usePassportText();
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
      const { message } = readApiError(caught);
      setError(message ? knownText(t, PASSPORT_API_TEXTS, message) : t('issueFailed'));
    }
  }
  return (
    <div>
      {journey.credentialId && (
        <ButtonLink to={`/verify/${journey.credentialId}`} data-testid="credential-link">
          {t('openCredential')}
        </ButtonLink>
      )}
      <Choice htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={showName}
          onChange={(event) => setShowName(event.target.checked)}
        />
        {t('showName')}
      </Choice>
      <Button onClick={() => void run()} disabled={loading}>
        {journey.credentialId ? t('issueAgain') : t('getCredential')}
      </Button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/** /passport: the member's stamps (accepted checkpoints) by journey, and credentials for completed ones. */
export function PassportPage() {
  const t = usePassportText();
  const when = useWhen();
  useDocumentTitle(t('passportTitle'));
  const { data, loading, error, refetch } = useQuery(MyPassportDocument, { fetchPolicy: 'cache-and-network' });
  const passport = data?.myPassport;
  return (
    <Page>
      <PageTitle>{t('passportTitle')}</PageTitle>
      <Lead>{t('passportLead')}</Lead>
      {!passport && loading && <LoadingState label={t('opening')} />}
      {!passport && error && <ErrorState onRetry={() => void refetch()} />}
      {passport && passport.stampCount === 0 && <EmptyState title={t('noStampsTitle')}>{t('noStampsText')}</EmptyState>}
      {passport && <p data-testid="stamp-count">{t('stampCount', { count: passport.stampCount })}</p>}
      {passport?.journeys
        .filter((journey) => journey.stamps.length > 0)
        .map((journey) => (
          <Card key={journey.activePilgrimageId} aria-label={journey.pilgrimageName} data-testid="passport-journey">
            <CardTitle>{journey.pilgrimageName}</CardTitle>
            <p>{journey.completed ? t('completedOn', { date: when(journey.completedAt) }) : t('underWay')}</p>
            <Stamps aria-label={t('stampsOf', { pilgrimage: journey.pilgrimageName })}>
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
