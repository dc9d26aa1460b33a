import {
  distanceInputToMiles,
  distanceTooShort,
  PILGRIMAGE_DEFAULTS,
  PILGRIMAGE_LIMITS,
  PILGRIMAGE_MESSAGES,
  pilgrimageCreateSchema,
  toDistanceInput,
} from '@sacred/core/pilgrimages';
import type { UnitsShown } from '@sacred/core/settings';
import { ValidationError } from 'yup';
import type { PlannerPoint } from './RoutePlannerMap';
import type { SiteChoice } from './SacredSitesEditor';

/** What the member types and chooses on the create page; the route is picked on the map beside it. */
export interface PilgrimageFormValues {
  name: string;
  description: string;
  /** In the member's unit (km for metric, miles otherwise); the request carries miles. */
  distance: string;
  estimatedDuration: string;
  difficulty: string;
  type: string;
  startingPoint: string;
  endingPoint: string;
  guidelines: string;
  accommodations: string;
  bestSeasons: string[];
}

export const INITIAL_PILGRIMAGE_VALUES: PilgrimageFormValues = {
  name: '',
  description: '',
  distance: '',
  estimatedDuration: '',
  difficulty: PILGRIMAGE_DEFAULTS.difficulty,
  type: PILGRIMAGE_DEFAULTS.type,
  startingPoint: '',
  endingPoint: '',
  guidelines: '',
  accommodations: '',
  bestSeasons: [],
};

/** The route as planned on the map: start and end picks and the sacred sites in walking order. */
export interface PlannedRoute {
  start: PlannerPoint | null;
  end: PlannerPoint | null;
  sites: SiteChoice[];
}

/** The create request: an unpicked start or end is sent as 0, 0; a blank distance is left to the route. */
export function toCreatePilgrimageInput(values: PilgrimageFormValues, route: PlannedRoute, units: UnitsShown) {
  return {
    name: values.name,
    description: values.description,
    altarIds: route.sites.map((site) => site.id),
    distance: distanceInputToMiles(values.distance, units),
    estimatedDuration: values.estimatedDuration,
    difficulty: values.difficulty,
    type: values.type,
    startingPoint: values.startingPoint,
    endingPoint: values.endingPoint,
    startingLatitude: route.start?.latitude ?? 0,
    startingLongitude: route.start?.longitude ?? 0,
    endingLatitude: route.end?.latitude ?? 0,
    endingLongitude: route.end?.longitude ?? 0,
    guidelines: values.guidelines,
    bestSeasons: values.bestSeasons,
    accommodations: values.accommodations,
  };
}

/** The first refusal of each request field, by its path in the request (`altarIds`, `distance`). */
export type PilgrimageFormErrors = Record<string, string>;

/**
 * The request's errors by field under core's create schema, plus the rules only the page can check: with
 * no distance typed, the route's computed distance is used, so the route must measure at least the
 * smallest distance; a distance typed in km is refused under that smallest distance said in km.
 */
export async function validatePilgrimageForm(
  values: PilgrimageFormValues,
  route: PlannedRoute,
  computedMiles: number | undefined,
  units: UnitsShown,
): Promise<PilgrimageFormErrors> {
  const input = toCreatePilgrimageInput(values, route, units);
  const errors: PilgrimageFormErrors = {};
  try {
    await pilgrimageCreateSchema.validate(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const issue of error.inner) if (issue.path) errors[issue.path] ??= issue.message;
  }
  const routeMeasured = computedMiles !== undefined && computedMiles >= PILGRIMAGE_LIMITS.distanceMin;
  if (input.distance === undefined && !errors.distance && !routeMeasured) {
    errors.distance = PILGRIMAGE_MESSAGES.distancePositive;
  }
  const typed = toDistanceInput(values.distance);
  const short = distanceTooShort(units);
  if (typed !== undefined && typed > 0 && typed < short.min) errors.distance = short.message;
  return errors;
}
