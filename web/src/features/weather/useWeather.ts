import { useQuery } from '@apollo/client/react';
import { WEATHER_REFETCH_MS } from '@sacred/core/weather';
import { useEffect, useMemo, useRef, useState } from 'react';
import { WeatherAtDocument } from '../../gql/graphql';
import { toWeatherView } from './weatherView';
import { useUnitsShown } from '../settings/useSettings';
import { useFormat } from '../../i18n/format';
import type { WeatherView } from './weatherView';

/** A failed fetch is tried once more after this pause before the failure card shows. */
export const WEATHER_RETRY_DELAY_MS = 1000;
export const WEATHER_RETRIES = 1;

export type WeatherState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; weather: WeatherView };

/**
 * Current weather at a place, refetched every 30 minutes; a failed fetch is retried once. The client's
 * link chain has no retry, so the retry lives here, for this query only. While a last good answer
 * exists it stays on screen through a failed refetch (the server already falls back to its cache).
 */
export function useWeather(latitude: number, longitude: number): WeatherState {
  const { data, error, refetch } = useQuery(WeatherAtDocument, {
    variables: { latitude, longitude },
    pollInterval: WEATHER_REFETCH_MS,
  });
  const retriesUsed = useRef(0);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (!error) {
      retriesUsed.current = 0;
      return;
    }
    if (retriesUsed.current >= WEATHER_RETRIES) return;
    retriesUsed.current += 1;
    setRetrying(true);
    let fired = false;
    const timer = setTimeout(() => {
      fired = true;
      refetchRef
        .current()
        .catch(() => undefined)
        .finally(() => setRetrying(false));
    }, WEATHER_RETRY_DELAY_MS);
    return () => {
      if (fired) return;
      // Unmounted or re-run before the retry went out: give the attempt back.
      clearTimeout(timer);
      retriesUsed.current -= 1;
      setRetrying(false);
    };
  }, [error]);

  const report = data?.weather;
  const units = useUnitsShown();
  const format = useFormat();
  const weather = useMemo(() => (report ? toWeatherView(report, units, format) : undefined), [report, units, format]);
  if (weather) return { status: 'ready', weather };
  if (error && !retrying && retriesUsed.current >= WEATHER_RETRIES) return { status: 'failed' };
  return { status: 'loading' };
}
