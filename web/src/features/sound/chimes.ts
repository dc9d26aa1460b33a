/**
 * Sound Effects: gentle chimes synthesized with Web Audio (no audio files), for a ritual's end, a
 * checkpoint reached and a badge earned. Silent when the member turned Sound Effects off, when the
 * device asks for reduced motion (its "keep things calm" habit), and while the page is hidden.
 */
export type Chime = 'ritual' | 'checkpoint' | 'badge';

/** Notes (Hz) and their start offsets (s): a low settling bowl, a rising step, a small arpeggio. */
const NOTES: Record<Chime, ReadonlyArray<readonly [number, number]>> = {
  ritual: [
    [392, 0],
    [261.63, 0.35],
  ],
  checkpoint: [
    [523.25, 0],
    [659.25, 0.15],
  ],
  badge: [
    [523.25, 0],
    [659.25, 0.12],
    [783.99, 0.24],
  ],
};

let enabled = true;
let context: AudioContext | undefined;

/** Set from the member's settings (SettingsEffects). */
export function setSoundEffects(on: boolean): void {
  enabled = on;
}

function quiet(): boolean {
  if (!enabled || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return true;
  if (document.visibilityState === 'hidden') return true;
  return Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/** Plays a chime unless the member or the device asked for quiet; never throws. */
export function playChime(chime: Chime): void {
  if (quiet()) return;
  try {
    context ??= new AudioContext();
    void context.resume().catch(() => undefined);
    const start = context.currentTime + 0.02;
    for (const [frequency, offset] of NOTES[chime]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // A soft attack and a long exponential fade: a chime, not a beep.
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.12, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 1.2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 1.25);
    }
  } catch (error) {
    console.warn('A chime could not play', error);
  }
}
