import { MoonSection } from '../moon/MoonSection';
import { WeatherPanel } from './WeatherPanel';
import { Stack } from '../../ui/Stack';

interface WeatherTabProps {
  latitude: number;
  longitude: number;
}

/** The altar detail's Weather tab: current conditions with advice, then the Moon. */
export function WeatherTab({ latitude, longitude }: WeatherTabProps) {
  return (
    <Stack data-testid="weather-tab">
      <WeatherPanel latitude={latitude} longitude={longitude} />
      <MoonSection latitude={latitude} longitude={longitude} />
    </Stack>
  );
}
