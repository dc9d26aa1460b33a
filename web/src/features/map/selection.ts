/** Altars selected for a route and the create-pilgrimage link. */

export interface SelectedAltar {
  id: number;
  name: string;
}

/** Adds the altar at the end, or takes it out when it is already selected; the order is the route's. */
export function toggleSelected(selected: readonly SelectedAltar[], altar: SelectedAltar): SelectedAltar[] {
  return selected.some((item) => item.id === altar.id)
    ? selected.filter((item) => item.id !== altar.id)
    : [...selected, { id: altar.id, name: altar.name }];
}

export const isSelected = (selected: readonly SelectedAltar[], id: number): boolean =>
  selected.some((item) => item.id === id);

export const selectionLabel = (count: number): string => `${count} altar(s) selected`;

/** /create-pilgrimage?altars=1,2,3: a comma-separated list of positive ids, kept in order, once each. */
export function createRouteUrl(ids: readonly number[]): string {
  const kept = [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
  return kept.length === 0 ? '/create-pilgrimage' : `/create-pilgrimage?altars=${kept.join(',')}`;
}
