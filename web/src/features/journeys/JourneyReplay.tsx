import { useQuery } from '@apollo/client/react';
import { DEFAULT_REPLAY_SPEED, REPLAY_SPEEDS, type ReplaySpeed } from '@sacred/core/journeyReplay';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { JourneyReplayDocument, PilgrimageReplayDocument, type JourneyReplayFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { ErrorState, LoadingState } from '../../ui/States';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { useUnitsShown } from '../settings/useSettings';
import { advance, buildTimeline, metersAt, ReplayClock, sitesLitAt } from './replayTimeline';
import { useFormat } from '../../i18n/format';
import { useJourneysText } from './messages';
import { useMeasures } from './measures';

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
  const t = useJourneysText();
  const m = useMeasures();
  const f = useFormat();
  /** "1 h 5 min": a time in the walk, to the minute. */
  const elapsed = (seconds: number) => m.duration(seconds / 60);
  /** The clock time of a moment of the walk, in the displayed language. */
  const clockAt = (seconds: number) =>
    f.date(timeline.startedAt + seconds * 1000, { hour: '2-digit', minute: '2-digit' });
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
  const distance = m.track(replay.distanceKm, units);
  const walked = elapsed(duration);
  const stillValues = {
    name: replay.pilgrimageName,
    distance,
    duration: walked,
    reached: reached.length,
    total: timeline.sites.length,
  };
  const still = reached.length
    ? t('replayStillSites', { ...stillValues, sites: reached.map((site) => site.name).join(', ') })
    : t('replayStill', stillValues);
  const companions = timeline.tracks.filter((track) => !track.isWalker);

  return (
    <Card aria-labelledby="replay-title" data-testid="journey-replay" data-replay-time={Math.round(time)}>
      <Title id="replay-title">{t('replayTitle')}</Title>
      {hasTrack ? (
        <>
          <VisuallyHidden role="img" aria-label={still} data-testid="replay-still" />
          <div ref={frameRef} role="region" aria-label={t('replayMapLabel', { name: replay.pilgrimageName })}>
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
              {playing ? t('replayPause') : t('play')}
            </Button>
            <label>
              {t('scrubber')}
              <input
                type="range"
                min={0}
                max={Math.ceil(duration)}
                step={Math.max(1, Math.round(duration / 100))}
                value={Math.round(time)}
                aria-valuetext={t('scrubberValue', {
                  at: elapsed(time),
                  duration: elapsed(timeline.duration),
                  distance: m.track(metersAt(timeline, time) / 1000, units),
                })}
                data-testid="replay-scrubber"
                onChange={(event) => {
                  setPlaying(false);
                  moveTo(Number(event.target.value));
                }}
              />
            </label>
            <SpeedLabel>
              {t('speed')}
              <Select
                value={speed}
                data-testid="replay-speed"
                onChange={(event) => setSpeed(Number(event.target.value) as ReplaySpeed)}
              >
                {REPLAY_SPEEDS.map((choice) => (
                  <option key={choice} value={choice}>
                    {t('speedLabel', { minutes: choice / 60 })}
                  </option>
                ))}
              </Select>
            </SpeedLabel>
          </Controls>
        </>
      ) : (
        <p>{t('noTrack')}</p>
      )}
      <Facts data-testid="replay-facts">
        <h3>{t('summaryHeading')}</h3>
        <p>
          {companions.length > 0
            ? t('replayFactsWith', {
                distance,
                duration: walked,
                names: companions.map((track) => track.name || t('companion')).join(', '),
              })
            : t('replayFacts', { distance, duration: walked })}
        </p>
        <p>{t('replaySitesReached')}</p>
        {reached.length === 0 ? (
          <p>{t('noSitesReached')}</p>
        ) : (
          <ol>
            {reached.map((site) => (
              <li key={site.altarId} data-testid="replay-site-reached">
                {t('siteReachedAt', {
                  name: site.name,
                  time: clockAt(site.reachedAt!),
                  elapsed: elapsed(site.reachedAt!),
                })}
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
  const t = useJourneysText();
  const { data, error, refetch } = useQuery(JourneyReplayDocument, { variables: { activePilgrimageId: journeyId } });
  if (data?.journeyReplay) return <ReplayView replay={data.journeyReplay} />;
  return error ? (
    <ErrorState title={t('replayFailed')} onRetry={() => void refetch()} />
  ) : (
    <LoadingState label={t('replayLoading')} count={1} height={MAP_HEIGHT} />
  );
}

/** The replay of the member's latest completed journey on a pilgrimage; nothing when they completed none. */
export function PilgrimageReplayCard({ pilgrimageId }: { pilgrimageId: number }) {
  const { data } = useQuery(PilgrimageReplayDocument, { variables: { pilgrimageId } });
  return data?.pilgrimageReplay ? <ReplayView replay={data.pilgrimageReplay} /> : null;
}
