import type { ComponentProps } from 'react';
import { PasswordField, TextField } from '../../ui/Form';
import { useAccountsText } from './messages';

/** The email field of every account form: the email keyboard and the browser's saved address. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const t = useAccountsText();
  return (
    <TextField
      label={t('email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('emailPlaceholder')}
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
  const t = useAccountsText();
  const isNew = noun === 'new password';
  return (
    <>
      <PasswordField
        label={isNew ? t('newPassword') : t('password')}
        autoComplete="new-password"
        placeholder={t('newPasswordPlaceholder')}
        toggleLabel={isNew ? t('newPasswordNoun') : t('passwordNoun')}
        name={password}
      />
      <PasswordField
        label={isNew ? t('confirmNewPassword') : t('confirmPassword')}
        autoComplete="new-password"
        placeholder={isNew ? t('repeatNewPassword') : t('repeatPassword')}
        toggleLabel={isNew ? t('confirmNewPasswordNoun') : t('confirmPasswordNoun')}
        name={confirm}
      />
    </>
  );
}
