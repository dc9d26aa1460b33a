import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

export function AltarDetailPage() {
  const { id } = useParams();
  return <PlaceholderPage title="Sacred Space" message={`Details for altar ${id ?? ''} are coming soon.`} />;
}
