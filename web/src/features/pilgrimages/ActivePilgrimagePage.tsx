import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function ActivePilgrimagePage({ pilgrimageId }: { pilgrimageId: number }) {
  return (
    <PlaceholderPage title="Live Navigation" message={`Live tracking for pilgrimage ${pilgrimageId} is coming soon.`} />
  );
}
