import styled from 'styled-components';
import { directionsLinks } from '../map/basemap/directions';
import { LazyTrailMap } from '../map/basemap/LazyTrailMap';
import type { MapRay } from '../map/basemap/TrailMap';
import { useAltarsText } from './messages';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.moss};
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.sm} 0 0;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

interface AltarLocationMapProps {
  name: string;
  /** The point the API gives this viewer (the public point of a sensitive altar for all but its creator). */
  latitude: number;
  longitude: number;
  /** Sunrise and sunset directions at the coming solstices and equinoxes (the Sky panel lists them). */
  rays?: MapRay[];
}

/** Where the altar is, on a small map of the member's basemap, with Directions for the device's maps app. */
export function AltarLocationMap({ name, latitude, longitude, rays = [] }: AltarLocationMapProps) {
  const t = useAltarsText();
  const links = directionsLinks({ name, latitude, longitude });
  return (
    <Section aria-labelledby="altar-location">
      <h2 id="altar-location">{t('location')}</h2>
      <LazyTrailMap
        label={t(rays.length > 0 ? 'mapOfWithRays' : 'mapOf', { name })}
        rays={rays}
        testId="altar-location-map"
        height="200px"
        points={[{ key: 'altar', kind: 'altar', latitude, longitude, label: name, badge: '' }]}
      />
      <Links>
        <a href={links.app} data-testid="directions-app">
          {t('directions')}
        </a>
        <a href={links.web} target="_blank" rel="noreferrer" data-testid="directions-web">
          {t('directionsWeb')}
        </a>
      </Links>
    </Section>
  );
}
