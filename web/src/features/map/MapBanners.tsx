import type { ReactNode } from 'react';
import { useState } from 'react';
import { OfflineNotice } from '../offline/OfflineNotice';
import type { LocationState } from './geolocation';
import { Banner, BannerButton, BannerClose, Banners } from './MapLayout';
import { knownText } from '../../i18n/knownTexts';
import { useMapText } from './messages';
import { LOCATION_TEXTS } from './messages/tables';

interface MapBannersProps {
  /** The first viewport answer has not come yet. */
  loadingAltars: boolean;
  /** Offline, the markers come from the downloads: a calm notice instead of a load error. */
  showingDownloads: boolean;
  altarsFailed: boolean;
  location: LocationState;
  /** Shown first: e.g. the way back into a journey under way. */
  children?: ReactNode;
}

/** The notices under the search bar: loading, offline, a load error and the location's states. */
export function MapBanners({ loadingAltars, showingDownloads, altarsFailed, location, children }: MapBannersProps) {
  const t = useMapText();
  const [locationNoticeClosed, setLocationNoticeClosed] = useState(false);
  return (
    <Banners>
      {children}
      {loadingAltars && (
        <Banner $tone="info" role="status">
          {t('loadingAltars')}
        </Banner>
      )}
      {showingDownloads && <OfflineNotice />}
      {altarsFailed && !showingDownloads && (
        <Banner $tone="error" role="alert">
          <span>{t('altarsLoadError')}</span>
          <BannerButton onClick={() => window.location.reload()}>{t('refresh')}</BannerButton>
        </Banner>
      )}
      {location.status === 'fetching' && (
        <Banner $tone="info" role="status" data-testid="location-status">
          {t('gettingLocation')}
        </Banner>
      )}
      {!locationNoticeClosed && location.status === 'error' && (
        <Banner $tone="info" role="alert" data-testid="location-status">
          <span>{knownText(t, LOCATION_TEXTS, location.message)}</span>
          <BannerButton onClick={() => window.location.reload()}>{t('retry')}</BannerButton>
          <BannerClose aria-label={t('dismiss')} onClick={() => setLocationNoticeClosed(true)}>
            <span aria-hidden="true">×</span>
          </BannerClose>
        </Banner>
      )}
    </Banners>
  );
}
