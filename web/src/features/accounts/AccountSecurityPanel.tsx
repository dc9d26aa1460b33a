import { useMutation } from '@apollo/client/react';
import { passwordChangeFormSchema } from '@sacred/core/accounts';
import { FormikProvider, useFormik } from 'formik';
import { useRef } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../app/authContext';
import { useToast } from '../../app/toasts/toastContext';
import {
  ChangePasswordDocument,
  ResendEmailConfirmationDocument,
  SignOutOtherSessionsDocument,
} from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Card, CardTitle } from '../../ui/Card';
import { PasswordField } from '../../ui/Form';
import { NewPasswordFields } from './AccountFields';
import { readApiError } from './apiError';
import { AccountFieldErrors } from './AccountFieldErrors';
import { accountText } from './accountText';
import { useAccountsText } from './messages';
import { ACCOUNT_TEXTS } from './messages/knownTexts';
import { useFocusFirstError } from '../../ui/useFocusFirstError';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mist};
`;

const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const FAILED = ACCOUNT_TEXTS.failed;

/** The confirmation of the member's email: until then nothing they write is public. */
function EmailConfirmationCard({ email }: { email: string }) {
  const t = useAccountsText();
  const { toast } = useToast();
  const [resend, { loading }] = useMutation(ResendEmailConfirmationDocument);
  const send = async () => {
    try {
      const { data } = await resend();
      toast({ title: t('emailToastTitle'), description: accountText(t, data?.resendEmailConfirmation.message ?? '') });
    } catch (error) {
      toast({
        title: t('errorToastTitle'),
        description: accountText(t, readApiError(error).message ?? FAILED),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card aria-labelledby="confirm-email-title">
      <CardTitle id="confirm-email-title">{t('confirmEmailTitle')}</CardTitle>
      <Muted>{t('confirmEmailText', { email })}</Muted>
      <Actions>
        <Button onClick={() => void send()} disabled={loading}>
          {loading ? t('sending') : t('sendNewLink')}
        </Button>
      </Actions>
    </Card>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

function ChangePasswordCard() {
  const t = useAccountsText();
  const { toast } = useToast();
  const [change] = useMutation(ChangePasswordDocument);
  const form = useRef<HTMLFormElement>(null);
  const formik = useFormik<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validationSchema: passwordChangeFormSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await change({
          variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
        });
        helpers.resetForm();
        toast({ title: t('passwordChangedTitle'), description: accountText(t, data?.changePassword.message ?? '') });
      } catch (error) {
        const { fieldErrors, message } = readApiError(error);
        if (fieldErrors.currentPassword || fieldErrors.newPassword) {
          helpers.setErrors({
            ...(fieldErrors.currentPassword ? { currentPassword: fieldErrors.currentPassword } : {}),
            ...(fieldErrors.newPassword ? { newPassword: fieldErrors.newPassword } : {}),
          });
        } else {
          helpers.setErrors({ currentPassword: message ?? FAILED });
        }
      }
    },
  });
  const { errors, submitCount, isSubmitting } = formik;
  useFocusFirstError(form, submitCount, isSubmitting, Object.keys(errors).length);
  return (
    <Card aria-labelledby="password-title">
      <CardTitle id="password-title">{t('changePasswordTitle')}</CardTitle>
      <Muted>{t('changePasswordNote')}</Muted>
      <FormikProvider value={formik}>
        <Fields ref={form} noValidate onSubmit={formik.handleSubmit} aria-label={t('changePasswordForm')}>
          <PasswordField
            label={t('currentPassword')}
            name="currentPassword"
            autoComplete="current-password"
            toggleLabel={t('currentPasswordNoun')}
          />
          <NewPasswordFields noun="new password" password="newPassword" confirm="confirmPassword" />
          <Actions>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? t('saving') : t('changePassword')}
            </Button>
          </Actions>
        </Fields>
      </FormikProvider>
    </Card>
  );
}

function OtherSessionsCard() {
  const t = useAccountsText();
  const { toast } = useToast();
  const [signOutOthers, { loading }] = useMutation(SignOutOtherSessionsDocument);
  const run = async () => {
    try {
      const { data } = await signOutOthers();
      toast({
        title: t('signedOutOthersTitle'),
        description: accountText(t, data?.signOutOtherSessions.message ?? ''),
      });
    } catch (error) {
      toast({
        title: t('errorToastTitle'),
        description: accountText(t, readApiError(error).message ?? FAILED),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card aria-labelledby="sessions-title">
      <CardTitle id="sessions-title">{t('otherSessionsTitle')}</CardTitle>
      <Muted>{t('otherSessionsNote')}</Muted>
      <Actions>
        <Button onClick={() => void run()} disabled={loading}>
          {loading ? t('signingOutOthers') : t('signOutOthers')}
        </Button>
      </Actions>
    </Card>
  );
}

/** Settings, Account: email confirmation, password change and other sessions (docs/api.md "Authentication"). */
export function AccountSecurityPanel() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AccountFieldErrors>
      {!user.emailVerified && <EmailConfirmationCard email={user.email} />}
      <ChangePasswordCard />
      <OtherSessionsCard />
    </AccountFieldErrors>
  );
}
