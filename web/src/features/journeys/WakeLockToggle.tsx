import { Button } from '../../ui/Button';
import { Small } from './styles';
import type { WakeLockState } from './useWakeLock';
import { useJourneysText } from './messages';

const SAYS = {
  on: 'wakeOn',
  off: 'wakeOff',
  refused: 'wakeRefused',
  unsupported: 'wakeUnsupported',
} as const satisfies Record<WakeLockState, string>;

/** "Keep screen on": the walker's choice, and what the browser really does with it. */
export function WakeLockToggle({
  state,
  wanted,
  onChange,
}: {
  state: WakeLockState;
  wanted: boolean;
  onChange(wanted: boolean): void;
}) {
  const t = useJourneysText();
  return (
    <div data-testid="wake-lock" data-state={state}>
      <Button
        $variant="secondary"
        aria-pressed={state !== 'unsupported' && wanted}
        disabled={state === 'unsupported'}
        aria-describedby="wake-lock-state"
        onClick={() => onChange(!wanted)}
      >
        {t('keepScreenOn')}
      </Button>
      <Small id="wake-lock-state" role="status">
        {t(SAYS[state])}
      </Small>
    </div>
  );
}
