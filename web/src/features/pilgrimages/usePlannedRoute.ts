import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PlanRouteDocument, type PlanRouteQuery } from '../../gql/graphql';
import { routeOnDevice } from '../offline/deviceRouter';
import { useOnlineStatus } from '../offline/useOnlineStatus';
import type { PlannerAltar, PlannerPoint } from './RoutePlannerMap';

/** Edits closer together than this are routed once, after the last. */
const ROUTE_DEBOUNCE_MS = 250;

export interface PlannedRouteInput {
  start: PlannerPoint | null;
  end: PlannerPoint | null;
  sites: readonly PlannerAltar[];
  difficulty: string;
}

type PlannedRoute = PlanRouteQuery['planRoute'];

interface Asked {
  start: PlannerPoint | null;
  sites: PlannerAltar[];
  end: PlannerPoint | null;
  difficulty: string;
}

const point = (at: PlannerPoint | null) => at && { latitude: at.latitude, longitude: at.longitude };

/**
 * The route along the paths for the planner's current points (debounced): undefined until it is known
 * for these very points, so the map draws the straight line meanwhile. Without a network the device
 * routes them over the paths its offline packs keep (deviceRouter.ts).
 */
export function usePlannedRoute({ start, end, sites, difficulty }: PlannedRouteInput): PlannedRoute | undefined {
  const online = useOnlineStatus();
  const wanted = JSON.stringify({
    start: point(start),
    sites: sites.map((site) => ({ id: site.id, name: site.name, latitude: site.latitude, longitude: site.longitude })),
    end: point(end),
    difficulty,
  } satisfies Asked);
  const [asked, setAsked] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(wanted), ROUTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const stops = (start ? 1 : 0) + sites.length + (end ? 1 : 0);
  const ready = asked === wanted && stops >= 2;
  const request = JSON.parse(asked) as Asked;
  const { data } = useQuery(PlanRouteDocument, {
    variables: {
      input: {
        start: request.start,
        altarIds: request.sites.map((site) => site.id),
        end: request.end,
        difficulty: request.difficulty,
      },
    },
    skip: !ready || !online,
  });

  const [onDevice, setOnDevice] = useState<{ asked: string; route: PlannedRoute } | null>(null);
  useEffect(() => {
    if (online || !ready) return;
    let active = true;
    const { start: from, sites: through, end: to, difficulty: chosen } = JSON.parse(asked) as Asked;
    const points = [
      ...(from ? [{ ...from, name: 'The start' }] : []),
      ...through.map(({ latitude, longitude, name }) => ({ latitude, longitude, name })),
      ...(to ? [{ ...to, name: 'The end' }] : []),
    ];
    routeOnDevice(points, chosen).then(
      (route) => active && setOnDevice({ asked, route }),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [online, ready, asked]);

  if (!ready) return undefined;
  if (online) return data?.planRoute;
  return onDevice?.asked === asked ? onDevice.route : undefined;
}
