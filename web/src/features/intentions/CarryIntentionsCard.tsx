import { useMutation, useQuery } from '@apollo/client/react';
import { REPORT_REASON } from '@sacred/core/community';
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  AcceptIntentionDocument,
  DeclineIntentionDocument,
  PilgrimageIntentionsDocument,
  ReportIntentionDocument,
  type PilgrimageIntentionsQuery,
} from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { EmptyState, ErrorState, LoadingState } from '../../ui/States';
import { TextArea } from '../../ui/TextArea';
import { knownText } from '../../i18n/knownTexts';
import { readApiError } from '../accounts/apiError';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import { placeOf, toFrom, useIntentionDate } from './intentionText';
import { useIntentionsText } from './messages';
import { INTENTION_API_TEXTS } from './apiTexts';

type Carried = PilgrimageIntentionsQuery['pilgrimageIntentions']['carrying'][number];

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.forest500};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  blockquote {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
`;

const Heading = styled.h4`
  margin: ${({ theme }) => theme.space.sm} 0;
`;

function ReportCarried({ intention, onDone }: { intention: Carried; onDone(): void }) {
  const t = useIntentionsText();
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [report, { loading }] = useMutation(ReportIntentionDocument);
  const submit = async () => {
    setFailure(null);
    try {
      await report({ variables: { id: intention.id, reason: reason.trim() } });
      setOpen(false);
      onDone();
    } catch (error) {
      const { message } = readApiError(error);
      setFailure(message ? knownText(t, INTENTION_API_TEXTS, message) : t('reportFailed'));
    }
  };
  return (
    <>
      <Button $variant="secondary" onClick={() => setOpen(true)}>
        {t('report')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={textId}>
        <DialogTitle id={titleId}>{t('reportTitle')}</DialogTitle>
        <DialogText id={textId}>{t('reportText')}</DialogText>
        <TextArea
          aria-label={t('reason')}
          value={reason}
          maxLength={REPORT_REASON.max}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && <p role="alert">{failure}</p>}
        <DialogActions>
          <Button $variant="secondary" onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={loading || reason.trim().length < REPORT_REASON.min}>
            {t('sendReport')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * For a walker of the pilgrimage: the intentions offered (where they go and from whom, never their text),
 * Accept while they carry fewer than the limit, and what they carry, with its text, Decline and Report.
 * The answer is kept on the device (the pilgrimage pack fetches it too), so it opens offline.
 */
export function CarryIntentionsCard({
  pilgrimageId,
  hideWhenNotWalking = false,
}: {
  pilgrimageId: number;
  hideWhenNotWalking?: boolean;
}) {
  const t = useIntentionsText();
  const date = useIntentionDate();
  const headingId = useId();
  const online = useOnlineStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(PilgrimageIntentionsDocument, {
    variables: { pilgrimageId },
    fetchPolicy: 'cache-and-network',
  });
  const [accept, { loading: accepting }] = useMutation(AcceptIntentionDocument);
  const [decline, { loading: declining }] = useMutation(DeclineIntentionDocument);
  const intentions = data?.pilgrimageIntentions;
  if (hideWhenNotWalking && intentions && !intentions.walking && intentions.carrying.length === 0) return null;

  const act = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
    } catch (caught) {
      const { message } = readApiError(caught);
      setFailure(message ? knownText(t, INTENTION_API_TEXTS, message) : t('actionFailed'));
    }
    await refetch().catch(() => undefined);
  };
  const full = intentions ? intentions.carryingCount >= intentions.carryLimit : false;

  return (
    <Card aria-labelledby={headingId} data-testid="carry-intentions">
      <CardTitle id={headingId}>{t('carryTitle')}</CardTitle>
      {!intentions && loading && <LoadingState label={t('readingCarry')} count={1} />}
      {!intentions && error && <ErrorState compact onRetry={() => void refetch()} />}
      {intentions && !online && <Note role="status">{t('offlineNote')}</Note>}
      {intentions && (
        <>
          <Heading>{t('youCarry')}</Heading>
          {intentions.carrying.length === 0 ? (
            <Note>{t('nothingYet')}</Note>
          ) : (
            <Items aria-label={t('carriedList')} data-testid="carried-intentions">
              {intentions.carrying.map((intention) => (
                <li key={intention.id} data-testid="carried-intention">
                  <blockquote>{intention.text}</blockquote>
                  <Note>{toFrom(t, intention.altarName, intention.from)}</Note>
                  {intention.status === 'delivered' ? (
                    <Note data-testid="carried-status">{t('delivered', { date: date(intention.deliveredAt) })}</Note>
                  ) : (
                    <Row>
                      <Button
                        $variant="secondary"
                        disabled={!online || declining}
                        onClick={() => void act(() => decline({ variables: { id: intention.id } }))}
                      >
                        {t('decline')}
                      </Button>
                      {online && <ReportCarried intention={intention} onDone={() => void refetch()} />}
                    </Row>
                  )}
                </li>
              ))}
            </Items>
          )}
          {intentions.walking && (
            <>
              <Heading>{t('offeredHeading')}</Heading>
              {intentions.offered.length === 0 ? (
                <EmptyState compact title={t('noneWaitingTitle')}>
                  {t('noneWaitingText')}
                </EmptyState>
              ) : (
                <Items aria-label={t('offeredList')} data-testid="offered-intentions">
                  {intentions.offered.map((intention) => (
                    <li key={intention.id} data-testid="offered-intention">
                      <Note>{toFrom(t, intention.altarName, intention.from)}</Note>
                      <Button
                        disabled={!online || full || accepting}
                        aria-label={t('carryAria', placeOf(intention.altarName))}
                        onClick={() => void act(() => accept({ variables: { id: intention.id } }))}
                      >
                        {t('carryIt')}
                      </Button>
                    </li>
                  ))}
                </Items>
              )}
              {full && <Note>{t('carryFull', { count: intentions.carryLimit })}</Note>}
            </>
          )}
          {!intentions.walking && intentions.carrying.length === 0 && <Note>{t('beginToCarry')}</Note>}
        </>
      )}
      {failure && <Note role="alert">{failure}</Note>}
    </Card>
  );
}
