import { useMutation } from '@apollo/client/react';
import type { LatLng } from '@sacred/core/geo';
import { DEFAULT_RITUAL_DURATION, RITUAL_DURATIONS, ritualRanFullTime } from '@sacred/core/rituals';
import { useFormik } from 'formik';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { RecordRitualDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { sendOrKeep } from '../offline/offlineWrite';
import { playChime } from '../sound/chimes';
import { toLatLng } from './useViewerPosition';
import { useAltarsText } from './messages';

const Durations = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

const Choice = styled.button<{ $selected: boolean }>`
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.amber : theme.colors.forest600)};
  background: ${({ theme, $selected }) => ($selected ? 'rgba(224, 163, 58, 0.16)' : theme.colors.forest900)};
  color: ${({ theme }) => theme.colors.moonlight};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Timer = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: 2.5rem;
  font-variant-numeric: tabular-nums;
  text-align: center;
  color: ${({ theme }) => theme.colors.amberBright};
`;

const formatClock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

interface RitualValues {
  duration: number;
  intention: string;
}

interface RitualDialogProps {
  altarId: number;
  open: boolean;
  onClose(): void;
}

/** Where the member is when the ritual is recorded: a visit needs it within about 150 m (null if unknown). */
function currentPosition(): Promise<LatLng | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (fix) => resolve(toLatLng(fix)),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 0 },
    ),
  );
}

/**
 * Begin Ritual: 3, 5 or 10 minutes (default 3) and an optional intention. The timer
 * runs the chosen time: it completes only then, or the member ends it early, which is recorded as
 * such with the time spent. It counts as a visit only near the altar (else a ritual from afar).
 */
export function RitualDialog({ altarId, open, onClose }: RitualDialogProps) {
  const t = useAltarsText();
  const titleId = useId();
  const intentionId = useId();
  const { toast } = useToast();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // A ritual may be a visit: the visit count and recent activity change.
  const [recordRitual, { loading }] = useMutation(RecordRitualDocument, { refetchQueries: ['AltarDetail'] });

  // Which button ended the ritual: the timer ran out (Complete Ritual) or the member ended it early.
  const endedEarly = useRef(false);
  const form = useFormik<RitualValues>({
    initialValues: { duration: DEFAULT_RITUAL_DURATION, intention: '' },
    onSubmit: (values) => record(values),
  });
  const { duration, intention } = form.values;

  const elapsed = startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
  const remaining = startedAt === null ? null : Math.max(0, duration * 60 - elapsed);
  const finished = startedAt !== null && ritualRanFullTime(duration, elapsed);

  useEffect(() => {
    if (startedAt === null) return;
    // The timer's end is the ritual's end: a gentle chime (when Sound Effects are on).
    if (finished) {
      playChime('ritual');
      return;
    }
    // Time is read from the clock, not counted in ticks: a late tick never shortens or lengthens it.
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [startedAt, finished]);

  const reset = () => {
    form.resetForm();
    setStartedAt(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const start = () => {
    const time = Date.now();
    setNow(time);
    setStartedAt(time);
  };

  const finish = (early: boolean) => {
    endedEarly.current = early;
    void form.submitForm();
  };

  async function record(values: RitualValues) {
    const secondsSpent = startedAt === null ? 0 : Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
    try {
      const position = await currentPosition();
      const input = {
        altarId,
        duration: values.duration,
        intention: values.intention.trim() || null,
        secondsSpent,
        endedEarly: endedEarly.current,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
      };
      let ritual: { fromAfar: boolean; endedEarly: boolean } | null | undefined;
      const outcome = await sendOrKeep(
        async () => {
          ritual = (await recordRitual({ variables: { input } })).data?.recordRitual;
        },
        {
          kind: 'ritual',
          label: `Ritual of ${values.duration} minutes`,
          method: 'POST',
          path: '/api/rituals',
          body: input,
        },
      );
      if (outcome === 'kept') {
        if (!finished) playChime('ritual');
        toast({ title: t('savedOnDeviceTitle'), description: t('savedOnDevice') });
        close();
        return;
      }
      // Ending early ends the ritual too; a timer that ran out already chimed.
      if (!finished) playChime('ritual');
      if (ritual?.fromAfar) {
        toast({ title: t('ritualFromAfarTitle'), description: t('ritualFromAfarBody') });
      } else {
        toast({
          title: t('ritualCompletedTitle'),
          description: t(ritual?.endedEarly ? 'ritualEndedEarlyBody' : 'ritualCompletedBody'),
        });
      }
      close();
    } catch {
      toast({ title: t('errorTitle'), description: t('ritualFailed'), variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} testId="ritual-dialog">
      <DialogTitle id={titleId}>{t('beginRitual')}</DialogTitle>
      <DialogText>{t('ritualLead')}</DialogText>
      <Durations role="group" aria-label={t('duration')}>
        {RITUAL_DURATIONS.map((minutes) => (
          <Choice
            key={minutes}
            type="button"
            aria-pressed={duration === minutes}
            $selected={duration === minutes}
            disabled={startedAt !== null}
            onClick={() => void form.setFieldValue('duration', minutes)}
          >
            {t('minutes', { minutes })}
          </Choice>
        ))}
      </Durations>
      <label htmlFor={intentionId}>{t('intention')}</label>
      <TextArea
        id={intentionId}
        name="intention"
        value={intention}
        maxLength={500}
        placeholder={t('intentionPlaceholder')}
        onChange={form.handleChange}
      />
      {remaining !== null && (
        <Timer role="timer" aria-live="off" aria-label={t('timeRemaining')}>
          {finished ? t('complete') : formatClock(remaining)}
        </Timer>
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={close} disabled={loading}>
          {t('cancel')}
        </Button>
        {startedAt === null && <Button onClick={start}>{t('startTimer')}</Button>}
        {startedAt !== null && !finished && (
          <Button $variant="secondary" onClick={() => finish(true)} disabled={loading} aria-busy={loading}>
            {t(loading ? 'ritualRecording' : 'endEarly')}
          </Button>
        )}
        {finished && (
          <Button onClick={() => finish(false)} disabled={loading} aria-busy={loading}>
            {t(loading ? 'ritualRecording' : 'completeRitual')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
