import { describe, expect, it } from 'vitest';
import { initialMapStartupPhase, mapStartupView, nextMapStartupPhase } from './mapStartup';
import type { MapStartupEvent, MapStartupPhase } from './mapStartup';

const after = (events: MapStartupEvent[], from: MapStartupPhase = 'asking') => events.reduce(nextMapStartupPhase, from);

describe('the map home first paint', () => {
  it('starts asking for the first view, or ready when the map was shown before in this page load', () => {
    expect(initialMapStartupPhase(false)).toBe('asking');
    expect(initialMapStartupPhase(true)).toBe('ready');
  });

  it('goes preview, then map: MapLibre is wanted once the preview painted, and what can wait comes last', () => {
    const phases = [after([]), after(['previewPainted']), after(['previewPainted', 'firstMarkers'])];
    expect(phases).toEqual(['asking', 'previewing', 'ready']);
    expect(phases.map((phase) => mapStartupView(phase))).toEqual([
      { mapWanted: false, previewShown: true, firstViewPainted: false, firstMarkersDone: false },
      { mapWanted: true, previewShown: true, firstViewPainted: true, firstMarkersDone: false },
      { mapWanted: true, previewShown: false, firstViewPainted: true, firstMarkersDone: true },
    ]);
  });

  it('loads MapLibre without a preview when the answer fails or is late, and the preview may still paint', () => {
    expect(after(['answerFailed'])).toBe('loadingMap');
    expect(after(['mapOverdue'])).toBe('loadingMap');
    expect(mapStartupView('loadingMap')).toEqual({
      mapWanted: true,
      previewShown: true,
      firstViewPainted: false,
      firstMarkersDone: false,
    });
    expect(after(['mapOverdue', 'previewPainted'])).toBe('previewing');
    expect(after(['previewPainted', 'mapOverdue'])).toBe('previewing');
  });

  it('hides the preview as soon as the walker moves the map, before the detail loads', () => {
    expect(after(['previewPainted', 'mapMoved'])).toBe('movedEarly');
    expect(after(['mapOverdue', 'mapMoved', 'previewPainted'])).toBe('movedEarly');
    expect(mapStartupView('movedEarly')).toEqual({
      mapWanted: true,
      previewShown: false,
      firstViewPainted: true,
      firstMarkersDone: false,
    });
    expect(after(['mapMoved', 'firstMarkers'])).toBe('ready');
  });

  it('is over once the map settled with nothing to draw, and stays over whatever comes later', () => {
    expect(after(['answerFailed', 'settledWithNothing'])).toBe('ready');
    const events: MapStartupEvent[] = [
      'previewPainted',
      'answerFailed',
      'mapOverdue',
      'mapMoved',
      'settledWithNothing',
    ];
    for (const event of events) expect(nextMapStartupPhase('ready', event)).toBe('ready');
  });
});
