import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';
import { mapTextOr } from '../messages';

/** MapLibre arrives with the map, not with the page around it: the facts and lists show first. */
const TrailMapChunk = lazy(() => import('./TrailMap').then((module) => ({ default: module.TrailMap })));

const Placeholder = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ocean};
`;

export function LazyTrailMap(props: ComponentProps<typeof TrailMapChunk>) {
  return (
    <Suspense
      fallback={
        <Placeholder
          $height={props.height ?? '260px'}
          role="status"
          aria-label={mapTextOr('Loading map', 'loadingMap')}
        />
      }
    >
      <TrailMapChunk {...props} />
    </Suspense>
  );
}
