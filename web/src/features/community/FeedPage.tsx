import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function FeedPage() {
  return <PlaceholderPage title="Sacred Community" />;
}
