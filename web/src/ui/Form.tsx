import { useField, useFormikContext } from 'formik';
import { forwardRef, useId, useState } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { useFieldErrorText } from './errorText';
import { controlStyle, FieldError } from './Field';
import { useUiText } from './messages';

/** Form fields with a visible label, an error tied to the input, and touch-friendly sizes. */

/** A small form inside a page or tab (a journal entry, a review), set apart in a darker well. */
export const FormPanel = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.forest500};
  background: ${({ theme }) => theme.colors.forest900};
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.moonlight};
`;

const Control = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input<{ $invalid: boolean; $withToggle?: boolean }>`
  ${controlStyle}
  min-height: 48px;
  padding: 0 ${({ theme, $withToggle }) => ($withToggle ? '3.25rem' : theme.space.md)} 0
    ${({ theme }) => theme.space.md};

  &::placeholder {
    color: #7c8a7e;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.mist};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.moonlight};
  }
`;

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** What the Formik-aware fields take: the value, its handlers and its error come from the form. */
type FormikFieldProps<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * A field of the surrounding Formik form (`<Formik>` or `<FormikProvider>`): its value and handlers
 * (`useField`), and its error once the form has been submitted, as every form of ours shows them.
 */
function useFormField(name: string) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  return { ...field, error: submitCount > 0 ? meta.error : undefined };
}

/** A labelled one-line input outside a form's values (a search box, a filter): the caller holds the value. */
export const InputField = forwardRef<
  HTMLInputElement,
  InputFieldProps & {
    /** A button inside the input's right edge (the password's show/hide), given the input's id. */
    toggle?: (inputId: string) => ReactNode;
  }
>(function InputField({ label, name, error, hint, toggle, ...input }, ref) {
  const id = useId();
  const errorText = useFieldErrorText();
  const errorId = `${id}-error`;
  return (
    <Group>
      <Label htmlFor={id}>{label}</Label>
      <Control>
        <Input
          ref={ref}
          id={id}
          name={name}
          $invalid={Boolean(error)}
          $withToggle={Boolean(toggle)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {toggle?.(id)}
      </Control>
      {hint}
      {error && (
        <FieldError id={errorId} data-field-error={name}>
          {errorText(error)}
        </FieldError>
      )}
    </Group>
  );
});

/** A text field of the surrounding Formik form, named by its value's key. */
export const TextField = forwardRef<HTMLInputElement, FormikFieldProps<InputFieldProps>>(
  function TextField(props, ref) {
    const field = useFormField(props.name);
    return <InputField ref={ref} {...props} {...field} />;
  },
);

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" stroke="currentColor" strokeWidth="1.8" fill="none" />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.8" fill="none" />
      {!open && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

interface PasswordFieldProps extends FormikFieldProps<Omit<InputFieldProps, 'type'>> {
  /** Names the toggle for assistive technology, in the displayed language: "password" reads "Show password". */
  toggleLabel?: string;
}

/** A password field of the surrounding Formik form, with its own show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { toggleLabel, ...props },
  ref,
) {
  const t = useUiText();
  const named = toggleLabel ?? t('passwordNoun');
  const [visible, setVisible] = useState(false);
  const field = useFormField(props.name);
  return (
    <InputField
      ref={ref}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      {...field}
      toggle={(inputId) => (
        <Toggle
          type="button"
          aria-label={t(visible ? 'hideField' : 'showField', { field: named })}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon open={!visible} />
        </Toggle>
      )}
    />
  );
});

const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The checkbox's 44 px touch target around its 22 px box, without moving the text beside it. */
const CheckTarget = styled.label`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -10px -11px -11px;
  cursor: pointer;
`;

const Checkbox = styled.input`
  flex: none;
  width: 22px;
  height: 22px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.amber};
  cursor: pointer;
`;

const CheckText = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mist};

  label {
    cursor: pointer;
  }
`;

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  name: string;
  /** The checkbox's full accessible name (the visible text may hold buttons). */
  accessibleName: string;
  error?: string | undefined;
  /** Visible text, given the input id so a `<label htmlFor>` can wrap the clickable words. */
  children(labelFor: string): ReactNode;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(function CheckboxField(
  { name, accessibleName, error, children, ...input },
  ref,
) {
  const id = useId();
  const errorText = useFieldErrorText();
  const errorId = `${id}-error`;
  return (
    <Group>
      <CheckRow>
        <CheckTarget>
          <Checkbox
            ref={ref}
            id={id}
            name={name}
            type="checkbox"
            aria-label={accessibleName}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...input}
          />
        </CheckTarget>
        <CheckText>{children(id)}</CheckText>
      </CheckRow>
      {error && (
        <FieldError id={errorId} data-field-error={name}>
          {errorText(error)}
        </FieldError>
      )}
    </Group>
  );
});

/**
 * A button that reads like a link, for actions inside running text. Its line decides its height; the
 * area that answers a tap reaches 12 px above and below the words without moving them.
 */
export const TextButton = styled.button`
  position: relative;
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.amberBright};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: -12px 0;
  }
`;
