import { useField, useFormikContext } from 'formik';
import { forwardRef, type ComponentProps } from 'react';
import { InputField } from '../../ui/Form';
import { ruleText } from './localText';
import { useAltarsText } from './messages';

type RuleTextFieldProps = Omit<ComponentProps<typeof InputField>, 'value' | 'onChange' | 'onBlur' | 'error'>;

/**
 * The kit's TextField, its error (core's rules speak English) shown in the displayed language: the value,
 * handlers and error come from the surrounding Formik form, the error once the form has been submitted.
 */
export const RuleTextField = forwardRef<HTMLInputElement, RuleTextFieldProps>(function RuleTextField(props, ref) {
  const t = useAltarsText();
  const [field, meta] = useField<string>(props.name);
  const { submitCount } = useFormikContext();
  const error = submitCount > 0 ? meta.error : undefined;
  return <InputField ref={ref} {...props} {...field} error={ruleText(t, error)} />;
});
