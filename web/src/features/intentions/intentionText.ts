/** Where an intention goes, in words: its site, or the whole pilgrimage. */
export const placeOf = (altarName: string | null | undefined): string => altarName ?? 'the whole pilgrimage';

export const intentionDate = (iso: string | null | undefined): string =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)) : '';

/** An intention's status as its sender reads it. */
export function statusText(status: string, altarName: string | null, deliveredAt: string | null): string {
  switch (status) {
    case 'offered':
      return 'Waiting for a walker to carry it';
    case 'carried':
      return `A walker carries it to ${placeOf(altarName)}`;
    case 'delivered':
      return `Carried to ${placeOf(altarName)} on ${intentionDate(deliveredAt)}`;
    case 'declined':
      return 'Its walker gave it back';
    case 'withdrawn':
      return 'You withdrew it';
    default:
      return status;
  }
}
