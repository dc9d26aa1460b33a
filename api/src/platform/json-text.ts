/**
 * An answer already written as JSON (by the database, or once for many requests): the REST adapter sends
 * its text as it is, with the JSON content type, instead of serialising an object.
 */
export class JsonText {
  constructor(readonly text: string) {}
}
