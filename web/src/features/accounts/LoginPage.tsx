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
import { useFocusFirstError } from '../../ui/useFocusFirstError';

export const LOGIN_TEXT = {
  heading: 'Welcome Back',
  subtitle: 'Sign in to continue your sacred journey',
  submit: 'Sign In',
  pending: 'Signing In...',
  forgot: 'Forgot your password?',
  forgotNote: 'We can email you a link to choose a new password.',
  forgotLink: 'Reset your password',
  providerFailed: "Signing in with your provider didn't complete. Please try again.",
  providerUnconfirmed: ACCOUNT_MESSAGES.providerEmailUnconfirmed,
} as const;

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
  useDocumentTitle('Sign In');
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
        <Heading id="login-title">{LOGIN_TEXT.heading}</Heading>
        <Subtitle>{LOGIN_TEXT.subtitle}</Subtitle>
        {params.get('error') === 'provider' && <Note role="alert">{LOGIN_TEXT.providerFailed}</Note>}
        {params.get('error') === 'unconfirmed' && <Note role="alert">{LOGIN_TEXT.providerUnconfirmed}</Note>}
        {params.get('error') === 'reserved' && <Note role="alert">{ACCOUNT_MESSAGES.reservedEmail}</Note>}
        <FormikProvider value={formik}>
          <FormStack ref={form} noValidate onSubmit={formik.handleSubmit} aria-label="Sign in">
            <EmailField name="email" />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="current-password"
              placeholder="Your password"
            />
            <ForgotRow>
              <TextButton
                type="button"
                aria-expanded={forgotOpen}
                aria-controls="forgot-note"
                onClick={() => setForgotOpen((open) => !open)}
              >
                {LOGIN_TEXT.forgot}
              </TextButton>
              {forgotOpen && (
                <Note id="forgot-note">
                  {LOGIN_TEXT.forgotNote} <Link to="/reset-password">{LOGIN_TEXT.forgotLink}</Link>
                </Note>
              )}
            </ForgotRow>
            <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? LOGIN_TEXT.pending : LOGIN_TEXT.submit}
            </SubmitButton>
          </FormStack>
        </FormikProvider>
        <Footnote>
          Don&apos;t have an account? <Link to="/signup">Create one here</Link>
        </Footnote>
        <Divider>or</Divider>
        {/* Full-page navigation: the server decides (OpenID Connect, or guest mode without an issuer). */}
        <GuestLink href="/api/login">
          <span>Explore as Guest</span> <Limited>(Limited access)</Limited>
        </GuestLink>
      </Card>
    </AuthLayout>
  );
}
