import { useId } from 'react';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useFieldErrorText } from './errorText';
import { VisuallyHidden } from './VisuallyHidden';

/** The look every form control shares: a dark well, a border that turns red when the value is refused. */
export const controlStyle = css<{ $invalid?: boolean | undefined }>`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.night};
  color: ${({ theme }) => theme.colors.moonlight};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 400;

  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.amberBright};
  }
`;

/** A one-line text control for a place with no room for a visible label (a chat or comment box). */
export const Input = styled.input<{ $invalid?: boolean | undefined }>`
  ${controlStyle}
  min-height: 44px;
`;

/** A field's error, tied to its control by `aria-describedby`. */
export const FieldError = styled.p`
  display: flex;
  gap: 6px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: #f08a78;
`;

const Group = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
`;

/** A field's label; it may also wrap its control (the text above, the control below). */
export const FieldLabel = styled.label`
  display: grid;
  /* No wider than the form: a control's own width (a file input's) cannot widen the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 6px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.moonlight};
`;

/** What a field hands its control so the label, the hint and the error are tied to it. */
export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

interface FieldProps {
  label: ReactNode;
  /** The label is read out but not shown, where the place names the field already (a chat box). */
  labelHidden?: boolean | undefined;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control with an optional hint and an error tied to it (`aria-describedby`). */
export function Field({ label, labelHidden = false, name, error, hint, children }: FieldProps) {
  const id = useId();
  const errorText = useFieldErrorText();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Group>
      {labelHidden ? (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      )}
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        $invalid: Boolean(error),
      })}
      {hint && <div id={hintId}>{hint}</div>}
      {error && (
        <FieldError id={errorId} data-field-error={name}>
          {errorText(error)}
        </FieldError>
      )}
    </Group>
  );
}
