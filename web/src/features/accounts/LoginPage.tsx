import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function LoginPage() {
  return (
    <PlaceholderPage title="Welcome Back" message="Sign in to continue your sacred journey. Sign-in is coming soon." />
  );
}
