import type { ReactNode, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, Field } from './Field';

/** The one multi-line text control; `rows` sets its starting height, the member may drag it taller. */
export const TextArea = styled.textarea<{ $invalid?: boolean | undefined }>`
  ${controlStyle}
  min-height: 96px;
  resize: vertical;
`;

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  label: ReactNode;
  labelHidden?: boolean | undefined;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled text area with its hint and error. */
export function TextAreaField({ label, labelHidden, name, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} labelHidden={labelHidden} name={name} error={error} hint={hint}>
      {(control) => <TextArea {...control} {...textarea} />}
    </Field>
  );
}
