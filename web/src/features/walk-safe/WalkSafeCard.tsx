import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { WALK_SAFE } from '@sacred/core/walk-safe';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import {
  ClearWalkSafetyDocument,
  CreateWalkShareLinkDocument,
  ExtendWalkDocument,
  RevokeWalkShareLinkDocument,
  SendImSafeDocument,
  WalkSafetyDocument,
  WalkSafetyUpdatedDocument,
  WalkShareLinksDocument,
} from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { useSettings } from '../settings/useSettings';
import { Card, CardTitle } from '../../ui/Card';
import { ExpectedBackDialog } from './ExpectedBackDialog';
import { useBatteryReport } from './useBatteryReport';
import { reminderDue } from './walkSafeView';
import { shareLink } from '../../app/shareLink';
import { knownText } from '../../i18n/knownTexts';
import { useFormat } from '../../i18n/format';
import { useWalkSafeText } from './messages';
import { WALK_SAFE_KNOWN } from './walkSafeKnown';
import { alertReportSaid, clockSaid } from './walkSafeText';
import { useNow } from '../../ui/useNow';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Prompt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.amber};
  background: ${({ theme }) => theme.colors.earth700};

  p {
    margin: 0;
    font-weight: 600;
  }
`;

const LinkBox = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.forest600};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface WalkSafeCardProps {
  journeyId: number;
  /** The journey is under way; once it is over, the card stays while a watch still runs (the walk out). */
  active: boolean;
  /** Minutes left at walking pace, for the proposed "expected back by". */
  minutesLeft: number | null;
}

/**
 * Walk safe on the live journey page: "Share my walk" shares a live link in one tap (Web Share, else
 * copy), and "Expected back by" opens a prefilled form saved with a second tap. When the reminder is
 * due the card asks "Still walking?" with Extend; after an alert it says whom the alert reached (from
 * the server's record of each delivery) and offers "I'm safe". A watch outlives the last site: the
 * card stays until the walker says they are back.
 */
export function WalkSafeCard({ journeyId, active, minutesLeft }: WalkSafeCardProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const { settings, loading: settingsLoading } = useSettings();
  // Renewed twice a minute, so "Still walking?" appears on time without a reload.
  const now = useNow(30_000);
  const headingId = useId();
  const t = useWalkSafeText();
  const f = useFormat();
  const clock = (at: Date) => clockSaid(t, f, at, now);
  const said = (error: unknown) => knownText(t, WALK_SAFE_KNOWN, (error as Error).message);
  const variables = { activePilgrimageId: journeyId };
  const safety = useQuery(WalkSafetyDocument, { variables, pollInterval: 60_000 });
  // The server's watch as it changes (a time set elsewhere, an alert, each delivery's outcome): the
  // answer lands in the cache under the journey, where the query above reads it.
  useSubscription(WalkSafetyUpdatedDocument, { variables });
  const links = useQuery(WalkShareLinksDocument, { variables });
  const [createLink, creating] = useMutation(CreateWalkShareLinkDocument);
  const [revokeLink] = useMutation(RevokeWalkShareLinkDocument);
  const [extend, extending] = useMutation(ExtendWalkDocument);
  const [clear] = useMutation(ClearWalkSafetyDocument);
  const [sendSafe, sendingSafe] = useMutation(SendImSafeDocument);
  const [editing, setEditing] = useState(false);
  const [lastUrl, setLastUrl] = useState<string | null>(null);
  const watch = safety.data?.walkSafety;
  const openLinks = (links.data?.walkShareLinks ?? []).filter((link) => link.isOpen);
  useBatteryReport(journeyId, openLinks.length > 0 || Boolean(watch?.expectedBackAt));

  const share = async () => {
    try {
      const result = await createLink({ variables });
      const created = result.data?.createWalkShareLink;
      if (!created) return;
      setLastUrl(created.url);
      void links.refetch();
      const firstName = user?.firstName;
      const outcome = await shareLink({
        title: t('shareTitle'),
        text: firstName ? t('shareTextNamed', { name: firstName }) : t('shareTextMine'),
        url: created.url,
      });
      if (outcome === 'copied') toast({ title: t('linkCopiedTitle'), description: t('linkCopiedText') });
      if (outcome === 'failed') toast({ title: t('linkReadyTitle'), description: t('linkReadyText') });
    } catch (error) {
      toast({ title: t('linkFailedTitle'), description: said(error), variant: 'destructive' });
    }
  };

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast({ title: done });
    } catch (error) {
      toast({ title: t('actionFailedTitle'), description: said(error), variant: 'destructive' });
    }
  };

  const expected = watch?.expectedBackAt ? new Date(watch.expectedBackAt) : null;
  const canSendSafe = watch?.canSendSafe ?? false;
  if (!active && !expected && !canSendSafe) return null;
  return (
    <Card aria-labelledby={headingId} data-testid="walk-safe">
      <CardTitle id={headingId}>{t('cardTitle')}</CardTitle>
      <Row>
        {active && (
          <Button onClick={() => void share()} disabled={creating.loading}>
            {creating.loading ? t('creatingLink') : t('shareMyWalk')}
          </Button>
        )}
        <Button $variant="secondary" onClick={() => setEditing(true)}>
          {expected ? t('changeExpected') : t('expectedBackBy')}
        </Button>
      </Row>

      {!settingsLoading && !settings.privacy.locationSharing && (
        <Note data-testid="walk-sharing-off">{t('sharingOff')}</Note>
      )}

      {lastUrl && (
        <label>
          <Note as="span">{t('yourLiveLink')}</Note>
          <LinkBox readOnly value={lastUrl} data-testid="walk-share-url" onFocus={(event) => event.target.select()} />
        </label>
      )}

      {canSendSafe ? (
        <Prompt role="alert" data-testid="alert-report">
          <p>{alertReportSaid(t, watch?.contacts ?? [])}</p>
          <Row>
            <Button
              disabled={sendingSafe.loading}
              onClick={() => void act(() => sendSafe({ variables }), t('safeSent'))}
            >
              {t('imSafe')}
            </Button>
          </Row>
        </Prompt>
      ) : (
        expected &&
        reminderDue(watch, now) && (
          <Prompt role="alert" data-testid="still-walking">
            <p>{t('stillWalking', { time: clock(expected) })}</p>
            <Row>
              {WALK_SAFE.extendMinutes.map((minutes) => (
                <Button
                  key={minutes}
                  $variant="secondary"
                  disabled={extending.loading}
                  onClick={() =>
                    void act(() => extend({ variables: { ...variables, minutes } }), t('extendedBy', { minutes }))
                  }
                >
                  {minutes >= 60 ? t('extendHours', { hours: minutes / 60 }) : t('extendMinutes', { minutes })}
                </Button>
              ))}
            </Row>
            <Note>{active ? t('backEndBelow') : t('backSayBelow')}</Note>
          </Prompt>
        )
      )}

      {expected ? (
        <div>
          <Note>
            {t.rich('expectedLine', {
              time: clock(expected),
              count: watch?.contacts.length ?? 0,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </Note>
          <Row>
            {!reminderDue(watch, now) && (
              <Button
                $variant="secondary"
                disabled={extending.loading}
                onClick={() =>
                  void act(() => extend({ variables: { ...variables, minutes: 30 } }), t('extendedBy', { minutes: 30 }))
                }
              >
                {t('extendMinutes', { minutes: 30 })}
              </Button>
            )}
            <Button $variant="secondary" onClick={() => void act(() => clear({ variables }), t('watchOff'))}>
              {active ? t('turnOff') : t('imBack')}
            </Button>
          </Row>
        </div>
      ) : (
        <Note>{t('alertDisclosure')}</Note>
      )}

      {openLinks.length > 0 && (
        <div>
          <Note>{t('openLinks')}</Note>
          <Links aria-label={t('openLinks')}>
            {openLinks.map((link) => (
              <li key={link.id}>
                <span>
                  {link.forAlert
                    ? t('linkSentWithAlert', { count: link.viewCount })
                    : t('linkCreated', { time: clock(new Date(link.createdAt)), count: link.viewCount })}
                </span>
                <Button
                  $variant="secondary"
                  aria-label={t('turnOffLink', { time: clock(new Date(link.createdAt)) })}
                  onClick={() =>
                    void act(async () => {
                      await revokeLink({ variables: { id: link.id } });
                      await links.refetch();
                    }, t('linkTurnedOff'))
                  }
                >
                  {t('turnOff')}
                </Button>
              </li>
            ))}
          </Links>
        </div>
      )}

      {watch && editing && (
        <ExpectedBackDialog
          journeyId={journeyId}
          safety={watch}
          minutesLeft={minutesLeft}
          onClose={() => setEditing(false)}
        />
      )}
      {safety.error && <Note>{t('safetyLoadFailed')}</Note>}
    </Card>
  );
}
