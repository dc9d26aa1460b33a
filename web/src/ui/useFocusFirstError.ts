import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * The first field of the form, in the order the page shows them, whose value was refused: a control
 * marked `aria-invalid`, or an error message of a field that has no such control (a map pick, a choice
 * of buttons).
 */
function firstInvalid(form: HTMLElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('[aria-invalid="true"], [data-field-error]');
}

/**
 * Brings the first refused field of `form` to the middle of the screen and gives it the focus, so a
 * member sees and hears what to fix even when it lies far above the submit button. A message without
 * a control of its own takes the focus itself.
 */
export function focusFirstInvalidField(form: HTMLElement | null): void {
  const target = form ? firstInvalid(form) : null;
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  if (target.hasAttribute('data-field-error') && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** After a submit that ends with errors, focuses the first refused field (focusFirstInvalidField). */
export function useFocusFirstError(
  form: RefObject<HTMLElement | null>,
  submitCount: number,
  isSubmitting: boolean,
  errorCount: number,
): void {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || errorCount === 0) return;
    focusFirstInvalidField(form.current);
    // Only a finished submit moves the focus, not every keystroke that changes the errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errorCount is read, on purpose not a trigger
  }, [form, submitCount, isSubmitting]);
}

/** useFocusFirstError for a form inside <Formik>, which knows its submits and errors. */
export function FocusFirstError({ form }: { form: RefObject<HTMLElement | null> }) {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);
  return null;
}
