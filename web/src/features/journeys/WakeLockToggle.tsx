import { Button } from '../../ui/Button';
import { Small } from './styles';
import type { WakeLockState } from './useWakeLock';

const SAYS: Record<WakeLockState, string> = {
  on: 'The screen stays on while you walk.',
  off: 'The screen may sleep; the journey carries on.',
  refused: 'This browser would not keep the screen on. It asks again each time you come back to this page.',
  unsupported: 'This browser cannot keep the screen on. Tap the screen now and then, or raise the sleep time.',
};

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
  return (
    <div data-testid="wake-lock" data-state={state}>
      <Button
        $variant="secondary"
        aria-pressed={state !== 'unsupported' && wanted}
        disabled={state === 'unsupported'}
        aria-describedby="wake-lock-state"
        onClick={() => onChange(!wanted)}
      >
        Keep screen on
      </Button>
      <Small id="wake-lock-state" role="status">
        {SAYS[state]}
      </Small>
    </div>
  );
}
