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
import { accountText } from './accountText';
import { useAccountsText } from './messages';
import { ACCOUNT_TEXTS } from './messages/knownTexts';
import { Note } from './Note';
import { useFocusFirstError } from '../../ui/useFocusFirstError';

/** What a failed reset says when the server has not said it. */
const FAILED = ACCOUNT_TEXTS.failed;

/** Asks for a reset link: the answer is the same whether or not the email has an account. */
function RequestForm() {
  const t = useAccountsText();
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
        helpers.setErrors({ email: fieldErrors.email ?? message ?? FAILED });
      }
    },
  });
  const { errors, submitCount, isSubmitting } = formik;
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);
  return (
    <>
      <Subtitle>{t('resetRequestSubtitle')}</Subtitle>
      {answer ? (
        <Note role="status">{accountText(t, answer)}</Note>
      ) : (
        <FormikProvider value={formik}>
          <FormStack ref={form} noValidate onSubmit={formik.handleSubmit} aria-label={t('resetRequestForm')}>
            <EmailField name="email" />
            <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? t('resetRequesting') : t('resetRequest')}
            </SubmitButton>
          </FormStack>
        </FormikProvider>
      )}
    </>
  );
}

/** The page the reset email links to: a new password, then signed in here. */
function ChooseForm({ token }: { token: string }) {
  const t = useAccountsText();
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
        else setLinkError(message ?? FAILED);
      }
    },
  });
  const { errors, submitCount, isSubmitting } = formik;
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);
  return (
    <>
      <Subtitle>{t('resetChooseSubtitle')}</Subtitle>
      {linkError && (
        <Note role="alert">
          {accountText(t, linkError)} <Link to="/reset-password">{t('askNewLink')}</Link>
        </Note>
      )}
      <FormikProvider value={formik}>
        <FormStack ref={form} noValidate onSubmit={formik.handleSubmit} aria-label={t('resetChooseForm')}>
          <NewPasswordFields noun="new password" password="password" confirm="confirmPassword" />
          <SubmitButton type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? t('resetChoosing') : t('resetChoose')}
          </SubmitButton>
        </FormStack>
      </FormikProvider>
    </>
  );
}

/** /reset-password: ask for a link; /reset-password?token=...: choose the new password. */
export function ResetPasswordPage() {
  const t = useAccountsText();
  useDocumentTitle(t('resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout>
      <Card aria-labelledby="reset-title">
        <Heading id="reset-title">{t('resetTitle')}</Heading>
        {token ? <ChooseForm token={token} /> : <RequestForm />}
        <Footnote>{t.rich('remembered', { link: (chunks) => <Link to="/login">{chunks}</Link> })}</Footnote>
      </Card>
    </AuthLayout>
  );
}
