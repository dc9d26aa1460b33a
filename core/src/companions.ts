import * as yup from 'yup';
import { DATABASE_ID_MAX } from './limits';

/**
 * Who sees a walker's position on a live journey.
 *
 * - Nobody, while the walker's Location Sharing is off (the default for every member until they turn it on).
 * - Companions the walker accepted see the exact position. Walking together is mutual and per pilgrimage:
 *   one participant asks ("Ask to walk together"), the other accepts; either may end it at any time.
 * - Every other participant of the pilgrimage sees only the centre of the ~1 km grid cell the walker is in,
 *   and no heading.
 * - The walker always sees their own position.
 */
export const COMPANIONSHIPS = ['self', 'accepted', 'requested', 'incoming', 'none'] as const;
/** The viewer's tie to a fellow pilgrim: `requested` = the viewer asked them, `incoming` = they asked the viewer. */
export type Companionship = (typeof COMPANIONSHIPS)[number];

export const POSITION_PRECISIONS = ['exact', 'coarse'] as const;
export type PositionPrecision = (typeof POSITION_PRECISIONS)[number];

/** Strangers see the centre of a grid cell this many degrees square (about 1.1 km north to south). */
export const COARSE_CELL_DEGREES = 0.01;

export const COMPANION_TEXTS = {
  notAParticipant: 'That pilgrim is not on this pilgrimage',
  notYourself: 'You cannot walk together with yourself',
  askToWalk: 'Ask to walk together',
  accept: 'Accept',
  decline: 'Decline',
  cancelRequest: 'Cancel request',
  stopWalking: 'Stop walking together',
  walkingTogether: 'Walking together: you see each other exactly',
  requested: 'Asked to walk together',
  incoming: 'Asks to walk together with you',
  approximate: 'Approximate area (about 1 km)',
  notShared: 'Location not shared',
  /** Under the forms that share to the live feed: what position goes with them. */
  feedPosition:
    'Shared with your area (about 1 km) while Location Sharing is on in Settings, never your exact position.',
  sharingHint:
    'Off by default. When on, companions you accept on a live journey see where you are; other pilgrims on it see only your area (about 1 km).',
} as const;

/** The centre of the grid cell holding the point: what strangers on the pilgrimage see. */
export function coarsePosition(latitude: number, longitude: number): { latitude: number; longitude: number } {
  const centre = (value: number, min: number, max: number) => {
    const cells = Math.floor(value / COARSE_CELL_DEGREES + 1e-9);
    const mid = (cells + 0.5) * COARSE_CELL_DEGREES;
    return Math.round(Math.min(max, Math.max(min, mid)) * 1e4) / 1e4;
  };
  return { latitude: centre(latitude, -90, 90), longitude: centre(longitude, -180, 180) };
}

export interface WalkerPosition {
  latitude: number | null;
  longitude: number | null;
  heading: number | null;
}

/** What the viewer may see of a walker's position, by the rules above. */
export function visiblePosition(
  position: WalkerPosition,
  { sharing, companionship }: { sharing: boolean; companionship: Companionship },
): WalkerPosition & { precision: PositionPrecision | null } {
  const none = { latitude: null, longitude: null, heading: null, precision: null };
  if (position.latitude === null || position.longitude === null) return none;
  if (companionship === 'self' || (sharing && companionship === 'accepted')) {
    return { ...position, precision: 'exact' };
  }
  if (!sharing) return none;
  return { ...coarsePosition(position.latitude, position.longitude), heading: null, precision: 'coarse' };
}

/**
 * Whether the viewer sees the walker's "expected back by": the walker, the fellow pilgrims they chose as
 * safety contacts, and the companions walking together with them; nobody else.
 */
export function seesWatch(
  viewerId: number,
  { companionship, contactIds }: { companionship: Companionship; contactIds: readonly number[] },
): boolean {
  return companionship === 'self' || companionship === 'accepted' || contactIds.includes(viewerId);
}

/** The viewer's tie to the walker, from the walker's links on the pilgrimage. */
export function companionshipOf(
  viewerId: number,
  walkerId: number,
  links: ReadonlyArray<{ requesterId: number; addresseeId: number; accepted: boolean }>,
): Companionship {
  if (viewerId === walkerId) return 'self';
  const link = links.find(
    (item) =>
      (item.requesterId === viewerId && item.addresseeId === walkerId) ||
      (item.requesterId === walkerId && item.addresseeId === viewerId),
  );
  if (!link) return 'none';
  if (link.accepted) return 'accepted';
  return link.requesterId === viewerId ? 'requested' : 'incoming';
}

/** POST /api/pilgrimages/{id}/companion-requests: the fellow pilgrim to ask (or whose request to accept). */
export const companionRequestSchema = yup.object({
  userId: yup
    .number()
    .typeError('userId must be a number')
    .integer('userId must be a whole number')
    .min(1, 'userId is not a known id')
    .max(DATABASE_ID_MAX, 'userId is not a known id')
    .required('userId is required'),
});
export type CompanionRequestInput = yup.InferType<typeof companionRequestSchema>;
