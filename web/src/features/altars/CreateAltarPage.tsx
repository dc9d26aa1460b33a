import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function CreateAltarPage() {
  return <PlaceholderPage title="Create Beautiful Altar" />;
}
