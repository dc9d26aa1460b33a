import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function PilgrimageDetailPage() {
  const { id } = useParams();
  return <PlaceholderPage title="Sacred Journey" message={`Details for pilgrimage ${id ?? ''} are coming soon.`} />;
}
