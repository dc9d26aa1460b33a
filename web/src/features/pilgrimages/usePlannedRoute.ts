import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PlanRouteDocument, type PlanRouteQuery } from '../../gql/graphql';
import type { PlannerAltar, PlannerPoint } from './RoutePlannerMap';

/** Edits closer together than this are routed once, after the last. */
const ROUTE_DEBOUNCE_MS = 250;

export interface PlannedRouteInput {
  start: PlannerPoint | null;
  end: PlannerPoint | null;
  sites: readonly PlannerAltar[];
  difficulty: string;
}

/**
 * The route along the paths for the planner's current points (debounced): undefined until it is known
 * for these very points, so the map draws the straight line meanwhile.
 */
export function usePlannedRoute({
  start,
  end,
  sites,
  difficulty,
}: PlannedRouteInput): PlanRouteQuery['planRoute'] | undefined {
  const wanted = JSON.stringify({
    start: start && { latitude: start.latitude, longitude: start.longitude },
    altarIds: sites.map((site) => site.id),
    end: end && { latitude: end.latitude, longitude: end.longitude },
    difficulty,
  });
  const [asked, setAsked] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), ROUTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const stops = (start ? 1 : 0) + sites.length + (end ? 1 : 0);
  const { data } = useQuery(PlanRouteDocument, {
    variables: { input: JSON.parse(asked) as never },
    skip: stops < 2 || asked !== wanted,
  });
  return asked === wanted && stops >= 2 ? data?.planRoute : undefined;
}
