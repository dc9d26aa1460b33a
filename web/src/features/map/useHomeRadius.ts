import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../app/authContext';
import { useSettings } from '../settings/useSettings';
import { clampRadiusKm, RADIUS_KM } from './mapFilters';

/**
 * The map home's search radius (km): it starts from the member's Search Radius setting (guests and
 * unreadable settings: the map's 5 km) and then follows the radius control for this visit.
 */
export function useHomeRadius(): [number, (km: number) => void] {
  const { user } = useAuth();
  const { settings, loading, failed } = useSettings();
  const [radiusKm, setRadiusKm] = useState<number>(RADIUS_KM.initial);
  const chosen = useRef(false);
  const saved = !user || loading || failed ? undefined : settings.preferences.searchRadius;
  useEffect(() => {
    if (saved !== undefined && !chosen.current) setRadiusKm(clampRadiusKm(saved / 1000));
  }, [saved]);
  const choose = (km: number) => {
    chosen.current = true;
    setRadiusKm(km);
  };
  return [radiusKm, choose];
}
