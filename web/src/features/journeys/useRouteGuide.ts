import { useApolloClient } from '@apollo/client/react';
import type { LatLng } from '@sacred/core/geo';
import {
  beyondRoute,
  guideAlong,
  joinLegs,
  measureLine,
  ROUTE_GUIDE_LIMITS,
  sitesAlong,
  type LinePosition,
  type RouteGuide,
} from '@sacred/core/routeGuide';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PlanRouteDocument } from '../../gql/graphql';
import { namespaceText } from '../../i18n/useText';
import type english from './messages/en';
import { routeOnDevice, warmDeviceRouter } from '../offline/deviceRouter';

interface RouteGuideInput {
  /** The pilgrimage's stored route along the paths; null or undefined where it has none. */
  legs: readonly { geometry: { coordinates: readonly LinePosition[] } }[] | null | undefined;
  sites: readonly (LatLng & { id: number; name: string })[];
  /** The pilgrimage's end point, where the way back leads once every site is reached; null without one. */
  end: (LatLng & { name: string }) | null;
  /** The index of the next site to reach. */
  nextIndex: number;
  here: LatLng | null;
  difficulty: string | null | undefined;
  /** Only a journey under way is guided. */
  active: boolean;
}

export type WayBack =
  | { state: 'idle' }
  | { state: 'routing' }
  | { state: 'failed' }
  | { state: 'drawn'; line: LatLng[]; distanceMeters: number; siteName: string };

const toLatLng = (position: LinePosition): LatLng => ({ latitude: position[1]!, longitude: position[0]! });

const text = namespaceText<typeof english>('journeys');

/**
 * The live page's guidance along the stored route (core/routeGuide's rules): the distances along it,
 * "You have left the route" once the walker has been beyond ROUTE_GUIDE_LIMITS.offRouteMeters for
 * offRouteSeconds, and "Route me back", which plans from where they stand to the next site (once every site
 * is reached, to the pilgrimage's end point) and keeps the line to draw until they are back on the route;
 * without a network the device plans it over its offline packs' paths.
 */
export function useRouteGuide({ legs, sites, nextIndex, here, end, difficulty, active }: RouteGuideInput) {
  const client = useApolloClient();
  const line = useMemo(() => (legs && legs.length > 0 ? measureLine(joinLegs(legs)) : null), [legs]);
  const placed = useMemo(() => (line ? sitesAlong(line, sites) : []), [line, sites]);
  const guide: RouteGuide | undefined = useMemo(
    () => (line && here ? guideAlong(line, placed, nextIndex, here) : undefined),
    [line, placed, nextIndex, here],
  );
  const routeLine = useMemo(() => line?.coordinates.map(toLatLng) ?? null, [line]);

  // Each spell off the route has its number; it counts as leaving the route once it lasts long enough.
  const beyond = active && guide !== undefined && beyondRoute(guide.offRouteMeters);
  const [spell, setSpell] = useState({ beyond: false, number: 0 });
  if (spell.beyond !== beyond) setSpell({ beyond, number: spell.number + 1 });
  const [leftIn, setLeftIn] = useState<number | null>(null);
  useEffect(() => {
    if (!spell.beyond) return;
    const timer = setTimeout(() => setLeftIn(spell.number), ROUTE_GUIDE_LIMITS.offRouteSeconds * 1000);
    return () => clearTimeout(timer);
  }, [spell]);
  const leftRoute = spell.beyond && leftIn === spell.number;

  // The way back belongs to the spell it was asked in: back on the route, it is done with.
  const [asked, setAsked] = useState<{ spell: number; wayBack: WayBack }>({ spell: 0, wayBack: { state: 'idle' } });
  const wayBack: WayBack = asked.spell === spell.number ? asked.wayBack : { state: 'idle' };

  // A journey under way on a route: the device's router reads its kept paths now, not on the first ask.
  const guided = active && line !== null;
  useEffect(() => {
    if (guided) void warmDeviceRouter().catch(() => undefined);
  }, [guided]);

  const next = sites[nextIndex];
  const target = next ?? end ?? undefined;
  const routeBack = useCallback(async () => {
    if (!here || !target) return;
    const within = spell.number;
    const setWayBack = (wayBack: WayBack) => setAsked({ spell: within, wayBack });
    setWayBack({ state: 'routing' });
    const start = { latitude: here.latitude, longitude: here.longitude };
    // Without a network, the device routes over the paths its offline packs keep.
    const onDevice = () =>
      routeOnDevice(
        [
          { ...start, name: text('theStart') },
          { latitude: target.latitude, longitude: target.longitude, name: target.name },
        ],
        difficulty,
      );
    const online = async () => {
      const { data } = await client.query({
        query: PlanRouteDocument,
        variables: {
          input: {
            start,
            ...(next
              ? { altarIds: [next.id] }
              : { altarIds: [], end: { latitude: target.latitude, longitude: target.longitude } }),
            difficulty: difficulty ?? undefined,
          },
        },
        fetchPolicy: 'network-only',
      });
      if (!data?.planRoute) throw new Error('no route');
      return data.planRoute;
    };
    try {
      const planned = navigator.onLine ? await online().catch(onDevice) : await onDevice();
      setWayBack({
        state: 'drawn',
        line: joinLegs(planned.legs).map(toLatLng),
        distanceMeters: planned.distanceMeters,
        siteName: target.name,
      });
    } catch {
      setWayBack({ state: 'failed' });
    }
  }, [client, here, next, target, difficulty, spell.number]);

  return {
    /** The stored route as one line, or null (the map then draws the straight legs). */
    routeLine,
    guide,
    leftRoute,
    wayBack,
    routeBack,
  };
}

export type RouteGuidance = ReturnType<typeof useRouteGuide>;
