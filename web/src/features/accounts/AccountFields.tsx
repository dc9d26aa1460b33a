import type { ComponentProps } from 'react';
import { PasswordField, TextField } from '../../ui/Form';

/** The email field of every account form: the email keyboard and the browser's saved address. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

interface NewPasswordFieldsProps {
  /** "password" on sign-up, "new password" when resetting or changing it: the labels follow it. */
  noun: 'password' | 'new password';
  /** The names of the two values in the surrounding Formik form. */
  password: string;
  confirm: string;
}

/** A new password and its confirmation, as sign-up, the reset link and Settings -> Account ask them. */
export function NewPasswordFields({ noun, password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={noun === 'password' ? 'Password' : 'New password'}
        autoComplete="new-password"
        placeholder="At least 8 characters"
        toggleLabel={noun}
        name={password}
      />
      <PasswordField
        label={`Confirm ${noun}`}
        autoComplete="new-password"
        placeholder={`Repeat your ${noun}`}
        toggleLabel={`confirm ${noun}`}
        name={confirm}
      />
    </>
  );
}
