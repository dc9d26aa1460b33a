import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function CreatePilgrimagePage() {
  return <PlaceholderPage title="Create Sacred Journey" />;
}
