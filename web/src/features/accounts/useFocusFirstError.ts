import { useEffect } from 'react';
import type { RefObject } from 'react';

/** After a submit that ends with errors, moves focus to the first invalid field so it is read out. */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  submitCount: number,
  isSubmitting: boolean,
  errorCount: number,
): void {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || errorCount === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only a finished submit moves the focus, not every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorCount is read, on purpose not a trigger
  }, [form, submitCount, isSubmitting]);
}
