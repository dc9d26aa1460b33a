import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, Field } from './Field';

/** The one drop-down control, touch-sized. */
export const Select = styled.select<{ $invalid?: boolean | undefined }>`
  ${controlStyle}
  min-height: 48px;
`;

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  label: ReactNode;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled select with its hint and error; the options are its children. */
export function SelectField({ label, name, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} name={name} error={error} hint={hint}>
      {(control) => (
        <Select {...control} {...select}>
          {children}
        </Select>
      )}
    </Field>
  );
}
