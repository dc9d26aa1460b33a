import { SignOutButton } from '../accounts/SignOutButton';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function ProfilePage() {
  return (
    <>
      <PlaceholderPage title="Profile" />
      {/* Until the profile feature lands: the member still needs a way to sign out. */}
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <SignOutButton />
      </div>
    </>
  );
}
