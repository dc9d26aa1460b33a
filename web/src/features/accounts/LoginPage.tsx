import { useApolloClient, useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, loginSchema } from '@sacred/core/accounts';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NEXT_PARAM, safeNextPath } from '../../app/routeAccess';
import { LoginDocument, MeDocument } from '../../gql/graphql';
import { PasswordField, TextButton } from '../../ui/Form';
import { EmailField } from './AccountFields';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { loginErrors } from './apiError';
import {
  AuthLayout,
  Card,
  Divider,
  Footnote,
  FormStack,
  Heading,
  OutlineLink,
  SubmitButton,
  Subtitle,
} from './AuthLayout';
import { Note } from './Note';
import { useAccountsText } from './messages';
import { useFocusFirstError } from '../../ui/useFocusFirstError';

const ForgotRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: -${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  /* Alone on its line, the link-like button gets a whole touch target. */
  > button {
    min-height: 44px;
  }
`;

const GuestLink = styled(OutlineLink)`
  flex-direction: column;
  gap: 0;
  min-height: 56px;
  line-height: 1.25;
`;

const Limited = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.mist};
`;

interface LoginValues {
  email: string;
  password: string;
}

/** Sign in (/login). After success: the page the visitor wanted, or /. */
export function LoginPage() {
  const t = useAccountsText();
  useDocumentTitle(t('loginTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const client = useApolloClient();
  const [login] = useMutation(LoginDocument);
  const [forgotOpen, setForgotOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await login({
          variables: { input: { email: values.email.trim(), password: values.password } },
        });
        const user = data?.login;
        if (!user) {
          helpers.setErrors({ email: ACCOUNT_MESSAGES.loginVerificationFailed });
          return;
        }
        client.writeQuery({ query: MeDocument, data: { me: user } });
        await navigate(safeNextPath(params.get(NEXT_PARAM)), { replace: true });
      } catch (error) {
        helpers.setErrors(loginErrors(error));
      }
    },
  });

  const { errors, submitCount, isSubmitting } = formik;
  // Validate on submit; once submitted, every change re-validates (the fields show errors after a submit).
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);

  return (
    <AuthLayout>
      <Card aria-labelledby="login-title">
        <Heading id="login-title">{t('loginHeading')}</Heading>
        <Subtitle>{t('loginSubtitle')}</Subtitle>
        {params.get('error') === 'provider' && <Note role="alert">{t('providerFailed')}</Note>}
        {params.get('error') === 'unconfirmed' && <Note role="alert">{t('providerEmailUnconfirmed')}</Note>}
        {params.get('error') === 'reserved' && <Note role="alert">{t('reservedEmail')}</Note>}
        <FormikProvider value={formik}>
          <FormStack ref={form} noValidate onSubmit={formik.handleSubmit} aria-label={t('loginForm')}>
            <EmailField name="email" />
            <PasswordField
              label={t('password')}
              name="password"
              autoComplete="current-password"
              placeholder={t('passwordPlaceholder')}
              toggleLabel={t('passwordNoun')}
            />
            <ForgotRow>
              <TextButton
                type="button"
                aria-expanded={forgotOpen}
                aria-controls="forgot-note"
                onClick={() => setForgotOpen((open) => !open)}
              >
                {t('forgot')}
              </TextButton>
              {forgotOpen && (
                <Note id="forgot-note">
                  {t('forgotNote')} <Link to="/reset-password">{t('forgotLink')}</Link>
                </Note>
              )}
            </ForgotRow>
            <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? t('signingIn') : t('signIn')}
            </SubmitButton>
          </FormStack>
        </FormikProvider>
        <Footnote>{t.rich('noAccount', { link: (chunks) => <Link to="/signup">{chunks}</Link> })}</Footnote>
        <Divider>{t('or')}</Divider>
        {/* Full-page navigation: the server decides (OpenID Connect, or guest mode without an issuer). */}
        <GuestLink href="/api/login">
          <span>{t('exploreAsGuest')}</span> <Limited>{t('limitedAccess')}</Limited>
        </GuestLink>
      </Card>
    </AuthLayout>
  );
}
