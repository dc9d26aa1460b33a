import type { LatLng } from '@sacred/core/geo';
import { haversineMeters } from '@sacred/core/geo';
import styled from 'styled-components';
import { LazyTrailMap } from '../map/basemap/LazyTrailMap';
import { bearingDegrees, routeOf } from '../map/basemap/trail';
import { useJourneysText } from './messages';
import { useMeasures } from './measures';

/** The compass word for a bearing, as trail's compassWord reads it (north, north-east, ...). */
const COMPASS = ['north', 'northEast', 'east', 'southEast', 'south', 'southWest', 'west', 'northWest'] as const;
const compassKey = (degrees: number) => COMPASS[Math.round(degrees / 45) % 8] ?? 'north';
import type { TrailPoint } from '../map/basemap/TrailMap';
import { useUnits } from '../settings/useSettings';
import type { Fix } from './useJourney';
import type { Companion } from './useLiveData';

const Heading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  font-weight: 600;
`;

const Arrow = styled.span<{ $degrees: number }>`
  display: inline-grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.forest700};
  color: ${({ theme }) => theme.colors.amberBright};
  font-size: 1.3rem;
  transform: rotate(${({ $degrees }) => $degrees}deg);
`;

interface JourneyMapProps {
  pilgrimageName: string;
  sites: readonly { id: number; order: number; name: string; latitude: number; longitude: number }[];
  /** Sites reached so far (the journey's current index). */
  reached: number;
  /** The walker's latest fix (or their last sent position). */
  here: (LatLng & Partial<Pick<Fix, 'accuracy' | 'heading'>>) | null;
  /** Fellow pilgrims whose position the privacy rules let us see. */
  companions: readonly Companion[];
  /** The stored route along the paths; without it, the straight legs between the sites. */
  routeLine?: LatLng[] | null;
  /** The way back to the route, drawn over it. */
  guide?: LatLng[];
  /** Metres to the next site along the route, where the route is known. */
  toNextMeters?: number | null;
}

/**
 * The live page's map: it frames the walker (accuracy halo, heading) and the next site, shows the route, the sites
 * reached and the next one, and companions who share their position; under it, the direction and
 * distance to the next site in the member's units (along the stored route where there is one). The panel's text stays the accessible equivalent.
 */
export function JourneyMap({
  pilgrimageName,
  sites,
  reached,
  here,
  companions,
  routeLine,
  guide,
  toNextMeters,
}: JourneyMapProps) {
  const units = useUnits();
  const t = useJourneysText();
  const m = useMeasures();
  const { points, line } = routeOf({ sites }, { reached });
  const next = sites.length > reached ? [...sites].sort((a, b) => a.order - b.order)[reached] : undefined;
  const fellows: TrailPoint[] = companions.flatMap((companion) =>
    companion.latitude != null && companion.longitude != null
      ? [
          {
            key: `companion-${companion.userId}`,
            kind: 'companion' as const,
            latitude: companion.latitude,
            longitude: companion.longitude,
            label:
              companion.positionPrecision === 'coarse' ? t('companionAbout', { name: companion.name }) : companion.name,
            badge: companion.name.slice(0, 1).toUpperCase(),
          },
        ]
      : [],
  );
  // The map frames the walker and the next site together, however far apart they are.
  const frame = next ? [{ latitude: next.latitude, longitude: next.longitude }] : [];
  const toNext =
    here && next ? { meters: toNextMeters ?? haversineMeters(here, next), degrees: bearingDegrees(here, next) } : null;
  return (
    <section aria-label={t('journeyMap')}>
      <LazyTrailMap
        label={t('journeyMapLabel', { name: pilgrimageName })}
        testId="journey-map"
        // Most of a phone's first screen, leaving the next site's line and the tabs below it in reach.
        height="clamp(200px, 25vh, 360px)"
        points={[...points, ...fellows]}
        line={routeLine ?? line}
        guide={guide}
        walker={here ? { ...here, accuracy: here.accuracy ?? null, heading: here.heading ?? null } : null}
        follow={Boolean(here)}
        frame={frame}
      />
      {toNext && next && (
        <Heading data-testid="next-site-direction">
          <Arrow $degrees={toNext.degrees} aria-hidden="true">
            ↑
          </Arrow>
          <span>
            {t(toNextMeters != null ? 'nextSiteAlong' : 'nextSite', {
              site: next.name,
              distance: m.distance(toNext.meters, units),
              direction: t('compass', { direction: compassKey(toNext.degrees) }),
            })}
          </span>
        </Heading>
      )}
    </section>
  );
}
