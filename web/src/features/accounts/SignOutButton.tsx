import { useState } from 'react';
import { Button } from '../../ui/Button';
import type { ButtonVariant } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useAccountsText } from './messages';
import { useSignOut } from './useSignOut';

/** "Sign Out" with a confirmation dialog, for the profile page and anywhere else a member needs it. */
export function SignOutButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const t = useAccountsText();
  const [confirming, setConfirming] = useState(false);
  const { signOut, pending } = useSignOut();
  return (
    <>
      <Button $variant={variant} onClick={() => setConfirming(true)}>
        {t('signOut')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('signOutTitle')}
        description={t('signOutDescription')}
        confirmLabel={t('signOut')}
        pendingLabel={t('signingOutConfirm')}
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void signOut()}
      />
    </>
  );
}
