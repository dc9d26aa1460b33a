import { createContext, useContext } from 'react';

/**
 * How a form shows its fields' errors. Core's schemas and the API give English texts; a domain wraps its form
 * in `<FieldErrorText value={(text) => knownText(t, table, text)}>` and every field of the kit under it (Field,
 * InputField and the Formik fields, CheckboxField) shows its error in the displayed language. Without it an
 * error is shown as it is.
 */
const FieldErrorTextContext = createContext<(error: string) => string>((error) => error);

export const FieldErrorText = FieldErrorTextContext.Provider;

export function useFieldErrorText(): (error: string) => string {
  return useContext(FieldErrorTextContext);
}
