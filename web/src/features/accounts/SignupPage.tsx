import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function SignupPage() {
  return (
    <PlaceholderPage title="Join Our Community" message="Create sacred spaces in nature. Sign-up is coming soon." />
  );
}
