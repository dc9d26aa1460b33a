import { DIFFICULTIES } from '@sacred/core/enums';
import { ROUTE_MESSAGES, SAC_SCALE } from '@sacred/core/routing';
import type { UnitsShown } from '@sacred/core/settings';
import type { Text } from '../../i18n/useText';
import type english from './messages/en';
import type { TrailDistances } from './trailFormat';

type PilgrimagesText = Text<typeof english>;

/** The names the router gives the planner's own points ('The start', 'The end'), in the displayed language. */
export function stopName(t: PilgrimagesText, name: string): string {
  if (name === 'The start') return t('stopStart');
  if (name === 'The end') return t('stopEnd');
  return name;
}

const PLAIN: ReadonlyArray<[string, keyof typeof english & string]> = [
  [ROUTE_MESSAGES.noNetwork, 'warningNoNetwork'],
  [ROUTE_MESSAGES.steps, 'warningSteps'],
  [ROUTE_MESSAGES.unmarked, 'warningUnmarked'],
];

const OFF_PATH = /^(.+) is (\d+) m from the nearest path: that part of the route is off-path\.$/;
const DISCONNECTED = /^No path connects (.+) and (.+): a straight off-path line joins them\.$/;
const DIFFICULT = /^The route crosses (.+) ground, harder than (\w+): nothing easier connects\.$/;
const TOO_LONG =
  /^(.+) and (.+) are more than (\d+(?:\.\d+)?) km apart: add sites between them to route along the paths\.$/;

/**
 * A route warning as the router words it (core's ROUTE_MESSAGES, English, from the server or the device
 * router) in the displayed language: its stops named, its distance in the member's units. English reads
 * exactly as the router wrote it (metres, the spec's words). A warning not known here is shown as it came.
 */
export function routeWarningText(
  t: PilgrimagesText,
  format: TrailDistances,
  units: UnitsShown,
  warning: string,
  english: boolean,
): string {
  const distance = (meters: number) =>
    english ? t('unitMeters', { value: String(meters) }) : format.distance(meters, units ?? 'metric');
  for (const [text, key] of PLAIN) if (warning === text) return t(key);
  let match = OFF_PATH.exec(warning);
  if (match) return t('warningOffPath', { stop: stopName(t, match[1]!), distance: distance(Number(match[2])) });
  match = DISCONNECTED.exec(warning);
  if (match) return t('warningDisconnected', { from: stopName(t, match[1]!), to: stopName(t, match[2]!) });
  match = DIFFICULT.exec(warning);
  if (match) {
    const scale = SAC_SCALE.find((entry) => entry.replaceAll('_', ' ') === match![1]);
    const difficulty = DIFFICULTIES.find((entry) => entry === match![2]);
    if (scale && difficulty)
      return t('warningDifficult', { scale: t(`sac_${scale}`), difficulty: t(`harderThan_${difficulty}`) });
  }
  match = TOO_LONG.exec(warning);
  if (match) {
    const km = Number(match[3]);
    return t('warningTooLong', {
      from: stopName(t, match[1]!),
      to: stopName(t, match[2]!),
      distance: english ? t('unitKm', { value: match[3]! }) : format.distance(km * 1000, units ?? 'metric'),
    });
  }
  return warning;
}
