import { useState } from 'react';
import { Button } from '../../ui/Button';
import type { ButtonVariant } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useSignOut } from './useSignOut';

export const SIGN_OUT_CONFIRM = {
  title: 'Sign out?',
  description: 'You can sign back in at any time. Your altars, journal and journeys stay safe.',
  confirm: 'Sign Out',
  pending: 'Signing Out...',
} as const;

/** "Sign Out" with a confirmation dialog, for the profile page and anywhere else a member needs it. */
export function SignOutButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const [confirming, setConfirming] = useState(false);
  const { signOut, pending } = useSignOut();
  return (
    <>
      <Button $variant={variant} onClick={() => setConfirming(true)}>
        Sign Out
      </Button>
      <ConfirmDialog
        open={confirming}
        title={SIGN_OUT_CONFIRM.title}
        description={SIGN_OUT_CONFIRM.description}
        confirmLabel={SIGN_OUT_CONFIRM.confirm}
        pendingLabel={SIGN_OUT_CONFIRM.pending}
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOut()}
      />
    </>
  );
}
