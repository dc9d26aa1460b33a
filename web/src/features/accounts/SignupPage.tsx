import { useMutation } from '@apollo/client/react';
import { signupFormSchema } from '@sacred/core/accounts';
import { FormikProvider, useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { SignupDocument } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '../../ui/Dialog';
import { CheckboxField, TextButton, TextField } from '../../ui/Form';
import { EmailField, NewPasswordFields } from './AccountFields';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { signupErrors } from './apiError';
import { signupLanguage, signupTimeZone } from './signupLanguage';
import {
  AuthLayout,
  Card,
  Divider,
  Eyebrow,
  Footnote,
  FormStack,
  Heading,
  OutlineLink,
  SubmitButton,
  Subtitle,
} from './AuthLayout';
import { useAccountsText } from './messages';
import { Note } from './Note';
import { POLICIES } from './policies';
import type { PolicyId } from './policies';
import { useFocusFirstError } from '../../ui/useFocusFirstError';
import { useSignInProviders } from './useSignInProviders';

const NameRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Agreements = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;

  /* The policy buttons answer taps on their own line only: where the words wrap (Spanish, German, a narrow
     phone) one sits above the other, and the lower one's wider tap area would cover the upper one. */
  button::after {
    inset: calc((100% - 1lh) / 2) 0;
  }
`;

const AltLinks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
  agreeToEcoGuidelines: boolean;
}

const INITIAL: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
  agreeToEcoGuidelines: false,
};

function PolicyDialog({ policy, onClose }: { policy: PolicyId | null; onClose(): void }) {
  const t = useAccountsText();
  const titleId = useId();
  const content = policy ? POLICIES[policy] : null;
  return (
    <Dialog open={content !== null} onClose={onClose} labelledBy={titleId} wide testId="policy-dialog">
      {content && (
        <>
          <DialogTitle id={titleId}>{t(content.title)}</DialogTitle>
          {content.paragraphs.map((key) => (
            <DialogText key={key}>{t(key)}</DialogText>
          ))}
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** Sign up (/signup): the four account fields, and the language and time zone the visitor sees the app in. */
export function SignupPage() {
  const t = useAccountsText();
  useDocumentTitle(t('signupTitle'));
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [signup] = useMutation(SignupDocument);
  const [policy, setPolicy] = useState<PolicyId | null>(null);
  // With email on the server the answer is the same for any address: "check your email" (no sign-in yet).
  const [checkEmail, setCheckEmail] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const formik = useFormik<SignupValues>({
    initialValues: INITIAL,
    validationSchema: signupFormSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      let signedIn: boolean;
      try {
        const { data } = await signup({
          variables: {
            input: {
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              email: values.email.trim(),
              password: values.password,
              language: signupLanguage(),
              timeZone: signupTimeZone(),
            },
          },
        });
        signedIn = Boolean(data?.signup);
      } catch (error) {
        helpers.setErrors(signupErrors(error));
        return;
      }
      if (!signedIn) {
        setCheckEmail(true);
        return;
      }
      await refresh();
      await navigate('/', { replace: true });
    },
  });

  const providers = useSignInProviders();
  const focusEmailForm = () => {
    const first = form.current?.querySelector<HTMLInputElement>('input');
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  };

  const { errors, submitCount, isSubmitting } = formik;
  const errorOf = (field: keyof SignupValues) => (submitCount > 0 ? errors[field] : undefined);
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);

  return (
    <AuthLayout>
      <Card aria-labelledby="signup-title">
        <Eyebrow>{t('signupTitle')}</Eyebrow>
        <Heading id="signup-title">{t('signupHeading')}</Heading>
        <Subtitle>{t('signupSubtitle')}</Subtitle>
        {checkEmail && <Note role="status">{t('checkYourEmail')}</Note>}
        <FormikProvider value={formik}>
          <FormStack ref={form} noValidate onSubmit={formik.handleSubmit} aria-label={t('signupForm')}>
            <NameRow>
              <TextField label={t('firstName')} name="firstName" autoComplete="given-name" />
              <TextField label={t('lastName')} name="lastName" autoComplete="family-name" />
            </NameRow>
            <EmailField name="email" />
            <NewPasswordFields noun="password" password="password" confirm="confirmPassword" />
            <Agreements>
              <CheckboxField
                accessibleName={t('agreeTermsName')}
                error={errorOf('agreeToTerms')}
                {...formik.getFieldProps({ name: 'agreeToTerms', type: 'checkbox' })}
              >
                {(id) =>
                  t.rich('agreeTerms', {
                    label: (chunks) => <label htmlFor={id}>{chunks}</label>,
                    terms: (chunks) => (
                      <TextButton type="button" onClick={() => setPolicy('terms')}>
                        {chunks}
                      </TextButton>
                    ),
                    privacy: (chunks) => (
                      <TextButton type="button" onClick={() => setPolicy('privacy')}>
                        {chunks}
                      </TextButton>
                    ),
                  })
                }
              </CheckboxField>
              <CheckboxField
                accessibleName={t('agreeEcoName')}
                error={errorOf('agreeToEcoGuidelines')}
                {...formik.getFieldProps({ name: 'agreeToEcoGuidelines', type: 'checkbox' })}
              >
                {(id) =>
                  t.rich('agreeEco', {
                    label: (chunks) => <label htmlFor={id}>{chunks}</label>,
                    eco: (chunks) => (
                      <TextButton type="button" onClick={() => setPolicy('eco')}>
                        {chunks}
                      </TextButton>
                    ),
                  })
                }
              </CheckboxField>
            </Agreements>
            <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? t('creatingAccount') : t('createAccount')}
            </SubmitButton>
          </FormStack>
        </FormikProvider>
        <Divider>{t('or')}</Divider>
        {/* With an OpenID Connect issuer both go through it (a full-page navigation to the server's
            sign-in); without one Google is not offered and Email leads to the email form above. */}
        <AltLinks>
          {providers?.openIdConnect ? (
            <>
              <OutlineLink href="/api/login">{t('continueWithGoogle')}</OutlineLink>
              <OutlineLink href="/api/login">{t('continueWithEmail')}</OutlineLink>
            </>
          ) : (
            <OutlineLink as="button" type="button" onClick={focusEmailForm}>
              {t('continueWithEmail')}
            </OutlineLink>
          )}
        </AltLinks>
        <Footnote>{t.rich('haveAccount', { link: (chunks) => <Link to="/login">{chunks}</Link> })}</Footnote>
      </Card>
      <PolicyDialog policy={policy} onClose={() => setPolicy(null)} />
    </AuthLayout>
  );
}
