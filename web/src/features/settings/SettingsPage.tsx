import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function SettingsPage() {
  return <PlaceholderPage title="Settings" />;
}
