import { useState } from 'react';
import { OfflineNotice } from '../offline/OfflineNotice';
import type { LocationState } from './geolocation';
import { Banner, BannerButton, BannerClose, Banners } from './MapLayout';
import { MAP_TEXT } from './mapMessages';

interface MapBannersProps {
  /** The first viewport answer has not come yet. */
  loadingAltars: boolean;
  /** Offline, the markers come from the downloads: a calm notice instead of a load error. */
  showingDownloads: boolean;
  altarsFailed: boolean;
  location: LocationState;
}

/** The notices under the search bar: loading, offline, a load error and the location's states. */
export function MapBanners({ loadingAltars, showingDownloads, altarsFailed, location }: MapBannersProps) {
  const [locationNoticeClosed, setLocationNoticeClosed] = useState(false);
  return (
    <Banners>
      {loadingAltars && (
        <Banner $tone="info" role="status">
          {MAP_TEXT.loadingAltars}
        </Banner>
      )}
      {showingDownloads && <OfflineNotice />}
      {altarsFailed && !showingDownloads && (
        <Banner $tone="error" role="alert">
          <span>{MAP_TEXT.altarsLoadError}</span>
          <BannerButton onClick={() => window.location.reload()}>Refresh</BannerButton>
        </Banner>
      )}
      {location.status === 'fetching' && (
        <Banner $tone="info" role="status" data-testid="location-status">
          {MAP_TEXT.gettingLocation}
        </Banner>
      )}
      {!locationNoticeClosed && location.status === 'error' && (
        <Banner $tone="info" role="alert" data-testid="location-status">
          <span>{location.message}</span>
          <BannerButton onClick={() => window.location.reload()}>{MAP_TEXT.retry}</BannerButton>
          <BannerClose aria-label="Dismiss" onClick={() => setLocationNoticeClosed(true)}>
            <span aria-hidden="true">×</span>
          </BannerClose>
        </Banner>
      )}
    </Banners>
  );
}
