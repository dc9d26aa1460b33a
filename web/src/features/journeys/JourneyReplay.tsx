import { useQuery } from '@apollo/client/react';
import { DEFAULT_REPLAY_SPEED, REPLAY_SPEEDS, REPLAY_TEXTS, type ReplaySpeed } from '@sacred/core/journeyReplay';
import { formatTrackDistance } from '@sacred/core/settings';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { JourneyReplayDocument, PilgrimageReplayDocument, type JourneyReplayFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { ErrorState, LoadingState } from '../../ui/States';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useUnitsShown } from '../settings/useSettings';
import {
  advance,
  buildTimeline,
  clockTime,
  formatElapsed,
  ReplayClock,
  scrubberText,
  sitesLitAt,
} from './replayTimeline';

/** deck.gl comes with the replay's map, once the replay is on screen: never with the page around it. */
const ReplayMapChunk = lazy(() => import('./ReplayMap').then((module) => ({ default: module.ReplayMap })));

const MAP_HEIGHT = '280px';
/** While playing, the controls show the time this often; the map follows every frame. */
const CONTROLS_EVERY_MS = 250;

const Placeholder = styled.div`
  height: ${MAP_HEIGHT};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ocean};
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.sm};

  label {
    display: grid;
    gap: 2px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mist};
  }
  input[type='range'] {
    width: 100%;
    min-height: 44px;
    accent-color: ${({ theme }) => theme.colors.amberBright};
  }
`;

const SpeedLabel = styled.label`
  grid-column: 1 / -1;
`;

const Facts = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.mist};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

/** Whether the element has come on screen (once it has, it stays so). */
function useSeen<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return [ref, seen];
}

/**
 * A journey replayed: the tracks drawn as time passes over the basemap (deck.gl, loaded when the replay
 * comes on screen), the sites lit as they were reached, play and pause, a scrubber that says the time and
 * distance, a speed, and the same facts in words (distance, duration, the sites reached and when).
 */
export function ReplayView({ replay }: { replay: JourneyReplayFieldsFragment }) {
  const units = useUnitsShown();
  const timeline = useMemo(() => buildTimeline(replay), [replay]);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<ReplaySpeed>(DEFAULT_REPLAY_SPEED);
  const [clock] = useState(() => new ReplayClock());
  const [frameRef, seen] = useSeen<HTMLDivElement>();
  const { duration } = timeline;

  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let shown = last;
    let frame = requestAnimationFrame(function step(now) {
      const next = advance(clock.now, now - last, speed, duration);
      last = now;
      clock.set(next);
      const ended = next >= duration;
      if (ended || now - shown >= CONTROLS_EVERY_MS) {
        shown = now;
        setTime(next);
      }
      if (ended) setPlaying(false);
      else frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
      setTime(clock.now);
    };
  }, [playing, speed, duration, clock]);

  const moveTo = (seconds: number) => {
    clock.set(seconds);
    setTime(seconds);
  };
  const toggle = () => {
    if (!playing && clock.now >= duration) moveTo(0);
    setPlaying(!playing);
  };

  const hasTrack = timeline.tracks.some((track) => track.path.length > 1);
  const reached = sitesLitAt(timeline, duration);
  const distance = formatTrackDistance(replay.distanceKm, units);
  const walked = formatElapsed(duration);
  const still = `${REPLAY_TEXTS.title} of ${replay.pilgrimageName}: ${distance} in ${walked}, ${reached.length} of ${
    timeline.sites.length
  } sites reached${reached.length ? `: ${reached.map((site) => site.name).join(', ')}` : ''}.`;
  const companions = timeline.tracks.filter((track) => !track.isWalker);

  return (
    <Card aria-labelledby="replay-title" data-testid="journey-replay" data-replay-time={Math.round(time)}>
      <Title id="replay-title">{REPLAY_TEXTS.title}</Title>
      {hasTrack ? (
        <>
          <VisuallyHidden role="img" aria-label={still} data-testid="replay-still" />
          <div ref={frameRef} role="region" aria-label={`${REPLAY_TEXTS.mapLabel} ${replay.pilgrimageName}`}>
            {seen ? (
              <Suspense fallback={<Placeholder />}>
                <ReplayMapChunk timeline={timeline} clock={clock} height={MAP_HEIGHT} />
              </Suspense>
            ) : (
              <Placeholder />
            )}
          </div>
          <Controls>
            <Button
              $variant="secondary"
              onClick={toggle}
              aria-pressed={playing}
              data-testid="replay-play"
              disabled={duration === 0}
            >
              {playing ? REPLAY_TEXTS.pause : REPLAY_TEXTS.play}
            </Button>
            <label>
              {REPLAY_TEXTS.scrubber}
              <input
                type="range"
                min={0}
                max={Math.ceil(duration)}
                step={Math.max(1, Math.round(duration / 100))}
                value={Math.round(time)}
                aria-valuetext={scrubberText(timeline, time, units)}
                data-testid="replay-scrubber"
                onChange={(event) => {
                  setPlaying(false);
                  moveTo(Number(event.target.value));
                }}
              />
            </label>
            <SpeedLabel>
              {REPLAY_TEXTS.speed}
              <Select
                value={speed}
                data-testid="replay-speed"
                onChange={(event) => setSpeed(Number(event.target.value) as ReplaySpeed)}
              >
                {REPLAY_SPEEDS.map((choice) => (
                  <option key={choice} value={choice}>
                    {REPLAY_TEXTS.speedLabel(choice)}
                  </option>
                ))}
              </Select>
            </SpeedLabel>
          </Controls>
        </>
      ) : (
        <p>{REPLAY_TEXTS.noTrack}</p>
      )}
      <Facts data-testid="replay-facts">
        <h3>{REPLAY_TEXTS.summaryHeading}</h3>
        <p>
          {distance} in {walked}.
          {companions.length > 0 &&
            ` With ${companions.map((track) => track.name || REPLAY_TEXTS.companion).join(', ')}.`}
        </p>
        <p>{REPLAY_TEXTS.sitesReached}:</p>
        {reached.length === 0 ? (
          <p>{REPLAY_TEXTS.noSitesReached}</p>
        ) : (
          <ol>
            {reached.map((site) => (
              <li key={site.altarId} data-testid="replay-site-reached">
                {site.name} at {clockTime(timeline, site.reachedAt!)} ({formatElapsed(site.reachedAt!)} in)
              </li>
            ))}
          </ol>
        )}
      </Facts>
    </Card>
  );
}

/** The replay of one journey (its walker's summary). */
export function JourneyReplayCard({ journeyId }: { journeyId: number }) {
  const { data, error, refetch } = useQuery(JourneyReplayDocument, { variables: { activePilgrimageId: journeyId } });
  if (data?.journeyReplay) return <ReplayView replay={data.journeyReplay} />;
  return error ? (
    <ErrorState title={REPLAY_TEXTS.failed} onRetry={() => void refetch()} />
  ) : (
    <LoadingState label={REPLAY_TEXTS.loading} count={1} height={MAP_HEIGHT} />
  );
}

/** The replay of the member's latest completed journey on a pilgrimage; nothing when they completed none. */
export function PilgrimageReplayCard({ pilgrimageId }: { pilgrimageId: number }) {
  const { data } = useQuery(PilgrimageReplayDocument, { variables: { pilgrimageId } });
  return data?.pilgrimageReplay ? <ReplayView replay={data.pilgrimageReplay} /> : null;
}
