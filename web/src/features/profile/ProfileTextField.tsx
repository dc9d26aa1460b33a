import { useField, useFormikContext } from 'formik';
import type { ComponentProps } from 'react';
import { InputField } from '../../ui/Form';
import { profileRuleText } from './badgeText';
import { useProfileText } from './messages';

type ProfileTextFieldProps = Omit<ComponentProps<typeof InputField>, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** The kit's TextField of the surrounding Formik form, its error (core's English rules) in the displayed language. */
export function ProfileTextField(props: ProfileTextFieldProps) {
  const t = useProfileText();
  const [field, meta] = useField<string>(props.name);
  const { submitCount } = useFormikContext();
  return <InputField {...props} {...field} error={profileRuleText(t, submitCount > 0 ? meta.error : undefined)} />;
}
