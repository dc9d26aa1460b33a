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

const FAILED = 'Something went wrong. Please try again.';

/** The confirmation of the member's email: until then nothing they write is public. */
function EmailConfirmationCard({ email }: { email: string }) {
  const { toast } = useToast();
  const [resend, { loading }] = useMutation(ResendEmailConfirmationDocument);
  const send = async () => {
    try {
      const { data } = await resend();
      toast({ title: 'Email', description: data?.resendEmailConfirmation.message ?? '' });
    } catch (error) {
      toast({ title: 'Error', description: readApiError(error).message ?? FAILED, variant: 'destructive' });
    }
  };
  return (
    <Card aria-labelledby="confirm-email-title">
      <CardTitle id="confirm-email-title">Confirm Your Email</CardTitle>
      <Muted>
        Open the link we sent to {email}. Until then your altars, pilgrimages, reviews, posts and comments cannot be
        shared.
      </Muted>
      <Actions>
        <Button onClick={() => void send()} disabled={loading}>
          {loading ? 'Sending...' : 'Send a new link'}
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
        toast({ title: 'Password Changed', description: data?.changePassword.message ?? '' });
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
      <CardTitle id="password-title">Change Password</CardTitle>
      <Muted>Your other sessions are signed out when it changes.</Muted>
      <FormikProvider value={formik}>
        <Fields ref={form} noValidate onSubmit={formik.handleSubmit} aria-label="Change password">
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            toggleLabel="current password"
          />
          <NewPasswordFields noun="new password" password="newPassword" confirm="confirmPassword" />
          <Actions>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Change Password'}
            </Button>
          </Actions>
        </Fields>
      </FormikProvider>
    </Card>
  );
}

function OtherSessionsCard() {
  const { toast } = useToast();
  const [signOutOthers, { loading }] = useMutation(SignOutOtherSessionsDocument);
  const run = async () => {
    try {
      const { data } = await signOutOthers();
      toast({ title: 'Signed Out', description: data?.signOutOtherSessions.message ?? '' });
    } catch (error) {
      toast({ title: 'Error', description: readApiError(error).message ?? FAILED, variant: 'destructive' });
    }
  };
  return (
    <Card aria-labelledby="sessions-title">
      <CardTitle id="sessions-title">Other Sessions</CardTitle>
      <Muted>Signed in on a device you no longer use? End every session but this one.</Muted>
      <Actions>
        <Button onClick={() => void run()} disabled={loading}>
          {loading ? 'Signing out...' : 'Sign out other sessions'}
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
    <>
      {!user.emailVerified && <EmailConfirmationCard email={user.email} />}
      <ChangePasswordCard />
      <OtherSessionsCard />
    </>
  );
}
