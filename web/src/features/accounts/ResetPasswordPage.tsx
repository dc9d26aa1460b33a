import { useApolloClient, useMutation } from '@apollo/client/react';
import { passwordResetFormSchema, passwordResetRequestSchema } from '@sacred/core/accounts';
import { FormikProvider, useFormik } from 'formik';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MeDocument, RequestPasswordResetDocument, ResetPasswordDocument } from '../../gql/graphql';
import { EmailField, NewPasswordFields } from './AccountFields';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { readApiError } from './apiError';
import { AuthLayout, Card, Footnote, FormStack, Heading, SubmitButton, Subtitle } from './AuthLayout';
import { Note } from './Note';
import { useFocusFirstError } from '../../ui/useFocusFirstError';

export const RESET_TEXT = {
  title: 'Reset your password',
  requestSubtitle: "Enter your sign-in email and we'll send you a link to choose a new password",
  request: 'Send the link',
  requesting: 'Sending...',
  chooseSubtitle: 'Choose a new password. Every other session will be signed out.',
  choose: 'Save my new password',
  choosing: 'Saving...',
  failed: 'Something went wrong. Please try again.',
} as const;

/** Asks for a reset link: the answer is the same whether or not the email has an account. */
function RequestForm() {
  const [request] = useMutation(RequestPasswordResetDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: passwordResetRequestSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await request({ variables: { input: { email: values.email.trim() } } });
        setAnswer(data?.requestPasswordReset.message ?? null);
      } catch (error) {
        const { fieldErrors, message } = readApiError(error);
        helpers.setErrors({ email: fieldErrors.email ?? message ?? RESET_TEXT.failed });
      }
    },
  });
  const { errors, submitCount, isSubmitting } = formik;
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);
  return (
    <>
      <Subtitle>{RESET_TEXT.requestSubtitle}</Subtitle>
      {answer ? (
        <Note role="status">{answer}</Note>
      ) : (
        <FormikProvider value={formik}>
          <FormStack ref={form} noValidate onSubmit={formik.handleSubmit} aria-label="Ask for a reset link">
            <EmailField name="email" />
            <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? RESET_TEXT.requesting : RESET_TEXT.request}
            </SubmitButton>
          </FormStack>
        </FormikProvider>
      )}
    </>
  );
}

/** The page the reset email links to: a new password, then signed in here. */
function ChooseForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [reset] = useMutation(ResetPasswordDocument);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const formik = useFormik({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: passwordResetFormSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await reset({ variables: { input: { token, password: values.password } } });
        if (!data) return;
        // Another member is signed in here: the password is changed, the session stays (the message says whose).
        if (!data.resetPassword.signedIn) {
          setLinkError(data.resetPassword.message);
          return;
        }
        client.writeQuery({ query: MeDocument, data: { me: data.resetPassword.user } });
        await navigate('/', { replace: true });
      } catch (error) {
        const { fieldErrors, message } = readApiError(error);
        if (fieldErrors.password) helpers.setErrors({ password: fieldErrors.password });
        else setLinkError(message ?? RESET_TEXT.failed);
      }
    },
  });
  const { errors, submitCount, isSubmitting } = formik;
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);
  return (
    <>
      <Subtitle>{RESET_TEXT.chooseSubtitle}</Subtitle>
      {linkError && (
        <Note role="alert">
          {linkError} <Link to="/reset-password">Ask for a new link</Link>
        </Note>
      )}
      <FormikProvider value={formik}>
        <FormStack ref={form} noValidate onSubmit={formik.handleSubmit} aria-label="Choose a new password">
          <NewPasswordFields noun="new password" password="password" confirm="confirmPassword" />
          <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? RESET_TEXT.choosing : RESET_TEXT.choose}
          </SubmitButton>
        </FormStack>
      </FormikProvider>
    </>
  );
}

/** /reset-password: ask for a link; /reset-password?token=...: choose the new password. */
export function ResetPasswordPage() {
  useDocumentTitle(RESET_TEXT.title);
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout>
      <Card aria-labelledby="reset-title">
        <Heading id="reset-title">{RESET_TEXT.title}</Heading>
        {token ? <ChooseForm token={token} /> : <RequestForm />}
        <Footnote>
          Remembered it? <Link to="/login">Sign in here</Link>
        </Footnote>
      </Card>
    </AuthLayout>
  );
}
