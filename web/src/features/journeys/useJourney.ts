import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { haversineMeters } from '@sacred/core/geo';
import { OFFLINE_TRACK_SPACING_METERS } from '@sacred/core/journeys';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from '../../app/authContext';
import { usePollFallback } from '../../app/socketStatus';
import { useToast } from '../../app/toasts/toastContext';
import {
  ActiveJourneyPageDocument,
  BeginJourneyDocument,
  EndJourneyDocument,
  JourneyDocument,
  ReachCheckpointDocument,
  UpdateJourneyLocationDocument,
  type JourneyFieldsFragment,
  type PilgrimageSiteFieldsFragment,
} from '../../gql/graphql';
import { begunOnDevice, deviceJourneyId, keepDeviceJourney } from '../offline/deviceJourneys';
import { onOutbox, queueLatest, queueWrite, type OutboxItem } from '../offline/outbox';
import { useOutbox } from '../offline/useOutbox';
import {
  canReachCheckpoint,
  gpsIssueOf,
  journeyOnDevice,
  journeyPaths,
  POLL_MS,
  WATCH_OPTIONS,
  type GpsIssue,
} from './journeyView';
import { namespaceText } from '../../i18n/useText';
import { knownText } from '../../i18n/knownTexts';
import type english from './messages/en';
import { JOURNEY_KNOWN } from './journeyKnown';

/** The journey's toasts and the labels it keeps on the device, in the language shown when each is raised. */
const text = namespaceText<typeof english>('journeys');
const GPS_ISSUE_KEYS = { denied: 'gpsDenied', unavailable: 'gpsUnavailable', timeout: 'gpsTimeout' } as const;
import { notDelivered } from '../offline/notDelivered';
import { playChime } from '../sound/chimes';
import { useRouteGuide } from './useRouteGuide';

export type Journey = JourneyFieldsFragment;
export type Site = PilgrimageSiteFieldsFragment;

export interface Fix {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  altitude: number | null;
  heading: number | null;
  /** When the device took it (ms since the epoch). */
  at: number;
}

/** What the server records of a fix: a fix sent later says when it was taken, so its pace stays true. */
const positionInput = (position: Fix, later: boolean) => ({
  latitude: position.latitude,
  longitude: position.longitude,
  heading: position.heading,
  altitude: position.altitude,
  ...(later ? { recordedAt: new Date(position.at).toISOString() } : {}),
});

const geolocation = (): Geolocation | null =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

const locationPath = (journeyId: number) => journeyPaths(journeyId).location;
const checkpointPath = (journeyId: number) => journeyPaths(journeyId).checkpoint;
const beginPath = (pilgrimageId: number) => `/api/pilgrimages/${pilgrimageId}/start`;

const isPosition = (item: OutboxItem | undefined, path: string) =>
  item?.kind === 'location' && item.status === 'waiting' && item.path === path;

/**
 * A position the server did not get: kept on the device as a track (the outbox sends it in order).
 * The newest replaces the last waiting one until the walker is OFFLINE_TRACK_SPACING_METERS on.
 */
const keepPosition = (journeyId: number, position: Fix) =>
  queueLatest(
    {
      kind: 'location',
      label: text('positionLabel'),
      method: 'PUT',
      path: locationPath(journeyId),
      body: positionInput(position, true),
    },
    (last, before) =>
      !isPosition(before, last.path) ||
      haversineMeters(before?.body as Fix, last.body as Fix) >= OFFLINE_TRACK_SPACING_METERS,
  );

function toFix(position: GeolocationPosition): Fix {
  const { latitude, longitude, accuracy, altitude, heading } = position.coords;
  const finite = (value: number | null) => (value === null || !Number.isFinite(value) ? null : value);
  const direction = finite(heading);
  return {
    latitude,
    longitude,
    accuracy: finite(accuracy),
    altitude: finite(altitude),
    heading: direction !== null && direction >= 0 && direction <= 360 ? direction : null,
    at: Number.isFinite(position.timestamp) ? position.timestamp : Date.now(),
  };
}

/** The start request's location: high accuracy; null when refused or unavailable. */
function startPosition(): Promise<GeolocationPosition | null> {
  const geo = geolocation();
  if (!geo) return Promise.resolve(null);
  return new Promise((resolve) =>
    geo.getCurrentPosition(
      resolve,
      (error) => {
        // A location error on the live panel is logged only.
        console.error('Location for the journey start failed', error);
        resolve(null);
      },
      WATCH_OPTIONS,
    ),
  );
}

/**
 * One member's journey on a pilgrimage: the page data, starting, the GPS watch (paused or running)
 * that sends each position, checkpoints and ending. The journey record updates in the Apollo cache
 * from every mutation's answer; it is polled (POLL_MS.journey) only while the live socket is down.
 */
/** The pilgrimage's end point, for the way back once every site is reached. */
function endOf(
  pilgrimage:
    { endingLatitude?: number | null; endingLongitude?: number | null; endingPoint?: string | null } | null | undefined,
) {
  const latitude = pilgrimage?.endingLatitude;
  const longitude = pilgrimage?.endingLongitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return { latitude, longitude, name: pilgrimage?.endingPoint || text('theEnd') };
}

export function useJourney(pilgrimageId: number, endedId: number | null = null) {
  const { toast } = useToast();
  const page = useQuery(ActiveJourneyPageDocument, {
    variables: { pilgrimageId },
    fetchPolicy: 'cache-and-network',
  });
  const [paused, setPaused] = useState(false);
  const [fix, setFix] = useState<Fix | null>(null);
  const [gpsIssue, setGpsIssue] = useState<GpsIssue | null>(null);
  const lastIssue = useRef<GpsIssue | null>(null);
  // The journey stays on screen after it completes or ends, when it no longer lists as under way.
  const [heldId, setHeldId] = useState<number | null>(null);
  const listed = page.data?.activePilgrimages.find((journey) => journey.pilgrimageId === pilgrimageId);
  const journeyId = heldId ?? listed?.id ?? endedId;
  const journeyPoll = usePollFallback(POLL_MS.journey);
  // Polled while tracking (the listed record is the cached one, so it follows every answer).
  // A journey begun on the device is not on the server yet: the device's record stands for it.
  const [deviceJourney, setDeviceJourney] = useState<Journey | null>(null);
  const journeyQuery = useQuery(JourneyDocument, {
    variables: { id: journeyId ?? 0 },
    skip: journeyId === null || begunOnDevice(journeyId),
    pollInterval: listed?.isActive !== false && !paused ? journeyPoll : 0,
  });
  const known: Journey | null =
    journeyQuery.data?.activePilgrimage ??
    listed ??
    (deviceJourney && deviceJourney.id === journeyId ? deviceJourney : null);
  const sites = useMemo(() => page.data?.pilgrimage?.sites ?? [], [page.data]);
  // What the server last said, plus the checkpoints and positions waiting on this device.
  const outbox = useOutbox();
  const onDevice = useMemo(
    () => (known ? journeyOnDevice(known, sites, outbox) : { journey: null, waitingSites: [] as Site[] }),
    [known, sites, outbox],
  );
  const journey = onDevice.journey;
  const waitingSites = onDevice.waitingSites;
  const tracking = journey?.isActive === true && !paused;
  const currentSite = journey ? sites[journey.currentAltarIndex] : undefined;

  const [beginMutation, begin] = useMutation(BeginJourneyDocument);
  const [sendLocation] = useMutation(UpdateJourneyLocationDocument);
  const [checkpointMutation, checkpoint] = useMutation(ReachCheckpointDocument);
  const [endMutation, ending] = useMutation(EndJourneyDocument);

  // Positions go out one at a time; a fix arriving meanwhile waits, and only the latest is sent.
  const sending = useRef<Promise<unknown> | null>(null);
  const pending = useRef<Fix | null>(null);
  const keeping = useRef<Promise<unknown>>(Promise.resolve());
  const send = useCallback(
    (next: Fix, id: number) => {
      // Not on the server yet: kept behind its beginning, sent with it.
      if (begunOnDevice(id)) {
        // One at a time, so each keep reads what the one before kept.
        keeping.current = keeping.current.then(() => keepPosition(id, next)).catch(() => undefined);
        return;
      }
      pending.current = next;
      if (sending.current) return;
      const drain = async () => {
        while (pending.current) {
          const position = pending.current;
          pending.current = null;
          try {
            await sendLocation({
              variables: {
                activePilgrimageId: id,
                position: positionInput(position, false),
              },
            });
          } catch (error) {
            if (notDelivered(error)) void keepPosition(id, position).catch(() => undefined);
            else console.error('Sending the position failed', error);
          }
        }
        sending.current = null;
      };
      sending.current = drain();
    },
    [sendLocation],
  );

  const activeId = journey?.isActive ? journey.id : null;
  useEffect(() => {
    const geo = geolocation();
    if (!tracking || activeId === null || !geo) return;
    const watch = geo.watchPosition(
      (position) => {
        const next = toFix(position);
        lastIssue.current = null;
        setGpsIssue(null);
        setFix(next);
        send(next, activeId);
      },
      (error) => {
        console.error('GPS watch failed', error);
        const issue = gpsIssueOf(error.code);
        // A watch that keeps timing out says so once, not at every try.
        if (lastIssue.current !== issue)
          toast({ title: text('gpsIssueTitle'), description: text(GPS_ISSUE_KEYS[issue]), variant: 'destructive' });
        lastIssue.current = issue;
        setGpsIssue(issue);
      },
      WATCH_OPTIONS,
    );
    return () => geo.clearWatch(watch);
  }, [tracking, activeId, send, toast]);

  const client = useApolloClient();
  const { user } = useAuth();
  /**
   * Begins the journey on this device: its record is kept with the downloads (the live page resumes it
   * from there, after a reload too) and its beginning waits in the outbox, with the moment it began.
   */
  const beginOnDevice = async (at: Fix | null) => {
    const pilgrimage = page.data?.pilgrimage;
    if (!pilgrimage) throw new Error('the pilgrimage is not on this device');
    const id = deviceJourneyId();
    const startedAt = new Date().toISOString();
    const journey = {
      __typename: 'ActivePilgrimage' as const,
      id,
      userId: user?.id ?? 0,
      pilgrimageId,
      pilgrimageName: pilgrimage.name,
      distanceTraveled: 0,
      estimatedTimeRemaining: null,
      currentAltarIndex: 0,
      totalCheckpoints: sites.length,
      checkpointReached: [],
      currentLatitude: at?.latitude ?? null,
      currentLongitude: at?.longitude ?? null,
      isActive: true,
      startedAt,
      lastLocationUpdate: at ? startedAt : null,
    } satisfies Journey & { __typename: 'ActivePilgrimage' };
    await keepDeviceJourney(journey);
    await queueWrite({
      kind: 'journey',
      label: `Begin ${pilgrimage.name}`,
      method: 'POST',
      path: beginPath(pilgrimageId),
      body: { ...(at ? { latitude: at.latitude, longitude: at.longitude } : {}), startedAt },
      mints: String(id),
    });
    client.cache.updateQuery({ query: ActiveJourneyPageDocument, variables: { pilgrimageId } }, (data) =>
      data ? { ...data, activePilgrimages: [...data.activePilgrimages, journey] } : data,
    );
    setDeviceJourney(journey);
    setHeldId(id);
    setPaused(false);
    toast({ title: text('savedOfflineTitle'), description: text('begunOnDevice') });
  };

  // The beginning reached the server: from now on the page follows the server's journey.
  const refetchPage = page.refetch;
  useEffect(
    () =>
      onOutbox((event) => {
        if (event.type !== 'sent' || event.item.kind !== 'journey' || event.item.path !== beginPath(pilgrimageId))
          return;
        const answer = event.response as { id?: unknown } | null;
        if (typeof answer?.id === 'number') setHeldId(answer.id);
        setDeviceJourney(null);
        void refetchPage().catch(() => undefined);
      }),
    [pilgrimageId, refetchPage],
  );

  const start = async () => {
    if (!geolocation()) {
      window.alert(text('geolocationUnsupported'));
      return;
    }
    const position = await startPosition();
    if (position) setFix(toFix(position));
    try {
      const result = await beginMutation({
        variables: {
          pilgrimageId,
          position: position ? { latitude: position.coords.latitude, longitude: position.coords.longitude } : null,
        },
      });
      const started = result.data?.startPilgrimage;
      if (started) setHeldId(started.id);
      setPaused(false);
      toast({
        title: text('begunTitle'),
        description: text('begunText', { name: page.data?.pilgrimage?.name ?? text('thisJourney') }),
      });
    } catch (error) {
      // Without network nothing failed: the journey begins on the device and is sent when the signal returns.
      if (notDelivered(error)) {
        await beginOnDevice(position ? toFix(position) : null).catch((kept: unknown) => {
          console.error('Beginning the journey on the device failed', kept);
          toast({
            title: text('errorTitle'),
            description: text('beginFailed'),
            variant: 'destructive',
          });
        });
        return;
      }
      console.error('Starting the journey failed', error);
      toast({ title: text('errorTitle'), description: text('beginFailed'), variant: 'destructive' });
    }
  };

  // A checkpoint made without network waits in the outbox and the guidance moves on to the next site
  // at once. Read from the outbox itself, so it holds after a reload too.
  const waitingCheckpoint = waitingSites.length > 0;
  const canCheckpoint = journey?.isActive === true && canReachCheckpoint(fix, currentSite);
  const refetchJourney = journeyQuery.refetch;
  useEffect(
    () =>
      onOutbox((event) => {
        if (event.type === 'changed' || event.item.kind !== 'checkpoint' || journeyId === null) return;
        if (event.item.path !== checkpointPath(journeyId)) return;
        // The server's answer confirms or corrects what the device showed meanwhile.
        void refetchJourney().catch(() => undefined);
        if (event.type === 'sent') {
          playChime('checkpoint');
          toast({ title: text('checkpointTitle'), description: event.item.label });
        } else {
          event.toldByScreen = true;
          toast({
            title: text('notSentTitle'),
            description: knownText(text, JOURNEY_KNOWN, event.item.error ?? ''),
            variant: 'destructive',
          });
        }
      }),
    [journeyId, refetchJourney, toast],
  );

  /** Without network the checkpoint waits on the device, behind the position that proves it. */
  const keepCheckpoint = async (journeyId: number, site: Site) => {
    await keeping.current;
    if (fix) await keepPosition(journeyId, fix);
    const kept = await queueWrite({
      kind: 'checkpoint',
      label: text('youReached', { name: site.name }),
      method: 'POST',
      path: checkpointPath(journeyId),
      body: { altarId: site.id },
    });
    if (kept.sent || kept.refused) return;
    toast({ title: text('savedOfflineTitle'), description: text('checkpointWaitingSite', { name: site.name }) });
  };

  const reachCheckpoint = async (): Promise<boolean> => {
    if (!journey || !currentSite || !canCheckpoint) return false;
    // Behind checkpoints still waiting on the device (or a beginning), this one waits too: the server takes them in order.
    if (waitingCheckpoint || begunOnDevice(journey.id)) {
      await keepCheckpoint(journey.id, currentSite).catch(() => undefined);
      return false;
    }
    // The server judges the distance from the position it holds: the latest one must be there first.
    await sending.current;
    try {
      const result = await checkpointMutation({
        variables: { activePilgrimageId: journey.id, altarId: currentSite.id },
      });
      const answer = result.data?.reachCheckpoint;
      if (!answer) return false;
      setHeldId(answer.journey.id);
      // Completing a pilgrimage is what earns Sacred Pilgrim: the badge chime, otherwise the checkpoint one.
      playChime(answer.completed ? 'badge' : 'checkpoint');
      toast({
        title: text('checkpointTitle'),
        description: answer.completed
          ? text('youCompleted', { name: currentSite.name })
          : text('youReached', { name: currentSite.name }),
      });
      return true;
    } catch (error) {
      if (notDelivered(error)) {
        await keepCheckpoint(journey.id, currentSite).catch(() =>
          toast({
            title: text('errorTitle'),
            description: text('checkpointFailed'),
            variant: 'destructive',
          }),
        );
        return false;
      }
      toast({
        title: text('errorTitle'),
        description: error instanceof Error ? knownText(text, JOURNEY_KNOWN, error.message) : text('checkpointFailed'),
        variant: 'destructive',
      });
      return false;
    }
  };

  /** Ends the journey under way; answers its id, which stays on screen as the summary. */
  const end = async (): Promise<number | null> => {
    if (!journey?.isActive) return null;
    await endMutation({ variables: { activePilgrimageId: journey.id } });
    setHeldId(journey.id);
    return journey.id;
  };

  const pilgrimageEnd = page.data?.pilgrimage;
  const endPoint = useMemo(() => endOf(pilgrimageEnd), [pilgrimageEnd]);
  const route = useRouteGuide({
    legs: page.data?.pilgrimage?.route?.legs,
    sites,
    end: endPoint,
    nextIndex: journey?.currentAltarIndex ?? 0,
    here: fix,
    difficulty: page.data?.pilgrimage?.difficulty,
    active: journey?.isActive === true,
  });

  return {
    page,
    pilgrimage: page.data?.pilgrimage ?? null,
    route,
    sites,
    currentSite,
    journey,
    fix,
    gpsIssue,
    paused,
    setPaused,
    tracking,
    start,
    starting: begin.loading,
    canCheckpoint,
    waitingCheckpoint,
    waitingSites,
    reachCheckpoint,
    checkpointing: checkpoint.loading,
    end,
    ending: ending.loading,
  };
}
