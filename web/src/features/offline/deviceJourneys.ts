import { DOWNLOAD_KEYS } from './downloads';
import { hasIndexedDb, idb } from './idb';

/**
 * The member's journeys as this device last saw them from the server. Every GraphQL answer that
 * carries a journey (beginning it, its position, a checkpoint, the live page) updates this record,
 * which lives with the downloads (never evicted, cleared on sign-out). Offline, the live page's
 * questions are answered from it, so a journey begun after the downloads were made resumes from the
 * device, also after a reload, instead of the "no journey" the download saw.
 */
export interface JourneyRecord {
  __typename: 'ActivePilgrimage';
  id: number;
  pilgrimageId: number;
  isActive: boolean;
  [field: string]: unknown;
}

type Kept = Record<string, JourneyRecord>;

/**
 * A journey begun without network has an id the device chose, below zero, until the server names it:
 * the outbox's beginning write `mints` it (outbox.ts) and its positions and checkpoints wait behind it.
 */
export const begunOnDevice = (id: number): boolean => id < 0;

/** A new id for a journey begun on the device: below zero, never one the server gives. */
export const deviceJourneyId = (): number => -Date.now();

const KEY = DOWNLOAD_KEYS.journeys;

const isJourney = (value: unknown): value is JourneyRecord => {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    record.__typename === 'ActivePilgrimage' &&
    typeof record.id === 'number' &&
    typeof record.pilgrimageId === 'number' &&
    typeof record.isActive === 'boolean'
  );
};

/** Every journey object inside an answer, wherever it sits. */
export function journeysIn(data: unknown): JourneyRecord[] {
  const found: JourneyRecord[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (isJourney(value)) found.push(value);
      Object.values(value).forEach(walk);
    }
  };
  walk(data);
  return found;
}

/**
 * The record after an answer: each journey in it merged over what was known. The live page's list
 * of the member's journeys under way is the whole truth: a journey the device held as under way and
 * missing from it is no longer under way.
 */
export function mergeJourneys(kept: Kept, operationName: string, data: unknown): Kept {
  const next: Kept = { ...kept };
  if (operationName === 'ActiveJourneyPage' && data && typeof data === 'object') {
    const listed = (data as { activePilgrimages?: unknown }).activePilgrimages;
    if (Array.isArray(listed)) {
      const ids = new Set(listed.filter(isJourney).map((journey) => journey.id));
      for (const [id, journey] of Object.entries(next)) {
        // A journey begun on the device is not on the server's list until its beginning is sent.
        if (journey.isActive && !ids.has(journey.id) && !begunOnDevice(journey.id))
          next[id] = { ...journey, isActive: false };
      }
    }
  }
  for (const journey of journeysIn(data)) next[String(journey.id)] = { ...next[String(journey.id)], ...journey };
  return next;
}

/** The device's answer for the live page's questions, from what the downloads kept and the record. */
export function answerFromRecord(
  kept: Kept | undefined,
  operationName: string,
  variables: Record<string, unknown>,
  answer: unknown,
): unknown {
  if (!kept) return answer;
  if (operationName === 'ActiveJourneyPage') {
    if (!answer || typeof answer !== 'object') return answer;
    const underWay = Object.values(kept)
      .filter((journey) => journey.isActive)
      .sort((a, b) => a.id - b.id);
    return { ...answer, activePilgrimages: underWay };
  }
  if (operationName === 'Journey') {
    const journey = kept[String(variables.id)];
    return journey ? { activePilgrimage: journey } : answer;
  }
  return answer;
}

const readKept = () => idb.get<Kept>('downloads', KEY);

// One update at a time per tab: each reads the record the one before wrote.
let writing: Promise<unknown> = Promise.resolve();

/** Notes the journeys in an answer seen from the network. */
export function noteJourneys(operationName: string | null | undefined, data: unknown): Promise<void> {
  if (!operationName || !hasIndexedDb()) return Promise.resolve();
  if (operationName !== 'ActiveJourneyPage' && journeysIn(data).length === 0) return Promise.resolve();
  const update = writing.then(async () => {
    const kept = (await readKept()) ?? {};
    await idb.put('downloads', mergeJourneys(kept, operationName, data), KEY);
  });
  writing = update.catch(() => undefined);
  return update;
}

/** The live page's answer offline: the kept answer with the journeys as the device last knew them. */
export async function journeyAnswerOnDevice(
  operationName: string,
  variables: Record<string, unknown>,
  answer: unknown,
): Promise<unknown> {
  if (operationName !== 'ActiveJourneyPage' && operationName !== 'Journey') return answer;
  if (!hasIndexedDb()) return answer;
  return answerFromRecord(await readKept().catch(() => undefined), operationName, variables, answer);
}

/** Keeps a journey begun on the device: offline, the live page resumes it from here, after a reload too. */
export function keepDeviceJourney(journey: JourneyRecord): Promise<void> {
  if (!hasIndexedDb()) return Promise.resolve();
  const update = writing.then(async () => {
    const kept = (await readKept()) ?? {};
    await idb.put('downloads', { ...kept, [String(journey.id)]: journey }, KEY);
  });
  writing = update.catch(() => undefined);
  return update;
}

/** The server took a journey begun on the device: its record replaces the device's. */
export function journeyBegunOnServer(deviceId: number, answer: unknown): Promise<void> {
  if (!hasIndexedDb()) return Promise.resolve();
  const journey = { __typename: 'ActivePilgrimage', ...(answer as object) };
  const update = writing.then(async () => {
    const kept = { ...((await readKept()) ?? {}) };
    delete kept[String(deviceId)];
    if (isJourney(journey)) kept[String(journey.id)] = { ...kept[String(journey.id)], ...journey };
    await idb.put('downloads', kept, KEY);
  });
  writing = update.catch(() => undefined);
  return update;
}
