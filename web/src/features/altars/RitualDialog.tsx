import { useMutation } from '@apollo/client/react';
import { DEFAULT_RITUAL_DURATION, RITUAL_DURATIONS, RITUAL_MESSAGES } from '@sacred/core/rituals';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useToast } from '../../app/toasts/toastContext';
import { RecordRitualDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { playChime } from '../sound/chimes';

const Durations = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
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

interface RitualDialogProps {
  altarId: number;
  open: boolean;
  onClose(): void;
}

/**
 * Begin Ritual (000 section 2): 3, 5 or 10 minutes (default 3) and an optional intention. A countdown
 * keeps time for the practice; the ritual is recorded when the member finishes (early or not).
 */
export function RitualDialog({ altarId, open, onClose }: RitualDialogProps) {
  const titleId = useId();
  const intentionId = useId();
  const { toast } = useToast();
  const [duration, setDuration] = useState<number>(DEFAULT_RITUAL_DURATION);
  const [intention, setIntention] = useState('');
  const [remaining, setRemaining] = useState<number | null>(null);
  // A ritual is a visit: the visit count and recent activity change.
  const [record, { loading }] = useMutation(RecordRitualDocument, { refetchQueries: ['AltarDetail'] });

  useEffect(() => {
    if (remaining === null) return;
    // The countdown's end is the ritual's end: a gentle chime (when Sound Effects are on).
    if (remaining <= 0) return playChime('ritual');
    const timer = window.setTimeout(() => setRemaining((left) => (left === null ? null : left - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);

  const reset = () => {
    setDuration(DEFAULT_RITUAL_DURATION);
    setIntention('');
    setRemaining(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const submit = async () => {
    try {
      await record({ variables: { input: { altarId, duration, intention: intention.trim() || null } } });
      // Finishing early ends the ritual too; the countdown's own end already chimed.
      if (remaining !== 0) playChime('ritual');
      toast({ title: RITUAL_MESSAGES.completedTitle, description: RITUAL_MESSAGES.completedBody });
      close();
    } catch {
      toast({ title: 'Error', description: RITUAL_MESSAGES.failed, variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onClose={close} labelledBy={titleId} testId="ritual-dialog">
      <DialogTitle id={titleId}>Begin Ritual</DialogTitle>
      <DialogText>Choose how long you will sit with this place.</DialogText>
      <Durations role="group" aria-label="Duration">
        {RITUAL_DURATIONS.map((minutes) => (
          <Choice
            key={minutes}
            type="button"
            aria-pressed={duration === minutes}
            $selected={duration === minutes}
            disabled={remaining !== null}
            onClick={() => setDuration(minutes)}
          >
            {minutes} min
          </Choice>
        ))}
      </Durations>
      <label htmlFor={intentionId}>Intention (optional)</label>
      <TextArea
        id={intentionId}
        value={intention}
        maxLength={500}
        placeholder="What do you bring to this moment?"
        onChange={(event) => setIntention(event.target.value)}
      />
      {remaining !== null && (
        <Timer role="timer" aria-live="off" aria-label="Time remaining">
          {remaining > 0 ? formatClock(remaining) : 'Complete'}
        </Timer>
      )}
      <DialogActions>
        <Button $variant="secondary" onClick={close} disabled={loading}>
          Cancel
        </Button>
        {remaining === null && (
          <Button $variant="secondary" onClick={() => setRemaining(duration * 60)}>
            Start Timer
          </Button>
        )}
        <Button onClick={() => void submit()} disabled={loading} aria-busy={loading}>
          {loading ? RITUAL_MESSAGES.recording : 'Complete Ritual'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
