import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function PilgrimagesPage() {
  return <PlaceholderPage title="Sacred Pilgrimages" />;
}
