import * as yup from 'yup';

/** What a coordinate's answer says when it is refused. */
export interface CoordinateMessages {
  /** Not a number. */
  notANumber: string;
  /** Outside its range. */
  outOfRange: string;
}

/** Blank text (an empty or spaces-only input) and null count as no coordinate at all. */
const blankAsNone = (value: unknown, original: unknown) =>
  original === null || (typeof original === 'string' && original.trim() === '') ? undefined : value;

/**
 * A latitude or longitude within `range` (LATITUDE_RANGE, LONGITUDE_RANGE). A form field's coordinate
 * (`blankIsNone`) reads blank text as none, so its `required` or `default` decides.
 */
export function coordinateSchema(
  range: { min: number; max: number },
  messages: CoordinateMessages,
  { blankIsNone = false }: { blankIsNone?: boolean } = {},
) {
  const number = blankIsNone ? yup.number().transform(blankAsNone) : yup.number();
  return number.typeError(messages.notANumber).min(range.min, messages.outOfRange).max(range.max, messages.outOfRange);
}
