import { downloadedAltars, downloadedPilgrimages } from './downloads';
import {
  nearbyFromDownload,
  pilgrimagesFromDownload,
  viewportFromDownload,
  type NearbyVariables,
  type ViewportVariables,
} from './offlineMap';

/**
 * Offline answers built from the downloads for the questions a kept answer cannot match (their
 * variables change with every pan or step): the map's viewport, the nearby list and the pilgrimage
 * markers. Undefined when nothing was downloaded: the page then shows its own offline state.
 */
export type DownloadResolver = (variables: Record<string, unknown>) => Promise<unknown>;

export const downloadResolvers: Record<string, DownloadResolver> = {
  MapViewport: async (variables) => {
    const altars = await downloadedAltars();
    return altars ? viewportFromDownload(altars, variables as ViewportVariables) : undefined;
  },
  NearbyAltars: async (variables) => {
    const altars = await downloadedAltars();
    return altars ? nearbyFromDownload(altars, variables as NearbyVariables) : undefined;
  },
  PilgrimagesOnMap: async (variables) => {
    const pilgrimages = await downloadedPilgrimages();
    return pilgrimages ? pilgrimagesFromDownload(pilgrimages, variables.limit as number | undefined) : undefined;
  },
};
