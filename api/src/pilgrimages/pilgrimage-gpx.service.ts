import type { Knex } from 'knex';
import { SEARCH_RADIUS_METERS } from '@sacred/core/limits';
import {
  GPX_MATCH_RADIUS_METERS,
  GPX_MESSAGES,
  gpxFileName,
  isSetPoint,
  metersToMiles,
  PILGRIMAGE_LIMITS,
  roundMiles,
} from '@sacred/core/pilgrimages';
import type { AltarService } from '../altars/altar.service';
import type { Altar } from '../altars/altar.types';
import type { ReportService } from '../community/report.service';
import { ValidationError } from '../platform/errors';
import { buildGpx, GpxError, gpxPath } from './gpx';
import type { GpxReader } from './gpx-reader';
import { PilgrimageRepository } from './pilgrimage.repository';
import { toSite, type PilgrimageService } from './pilgrimage.service';
import type { GpxPrefill } from './pilgrimage.types';

/** At most this many GPX waypoints are looked up against the altars. */
const GPX_MATCH_LOOKUPS = 200;

/** Pilgrimages as GPX: a pilgrimage exported for a GPS device, and an uploaded file read into a prefill. */
export class PilgrimageGpxService {
  constructor(
    private readonly knex: Knex,
    private readonly pilgrimages: Pick<PilgrimageService, 'get'>,
    /** Waypoints are matched to altars through their service, so its rules (e.g. generalization) apply. */
    private readonly altars: Pick<AltarService, 'near'>,
    private readonly reports: Pick<ReportService, 'notHiddenByReports'>,
    /** Uploaded GPX is parsed off the event loop. */
    private readonly gpxReader: GpxReader,
  ) {}

  /** Stops the GPX worker thread (at shutdown). */
  close(): Promise<void> {
    return this.gpxReader.close();
  }

  /** GPX 1.1 of a pilgrimage the viewer may see: sites as waypoints, the route as rte and trk. */
  async gpx(id: unknown, viewerId: number | undefined): Promise<{ filename: string; gpx: string }> {
    const pilgrimage = await this.pilgrimages.get(id, viewerId);
    const point = (latitude: number | null, longitude: number | null, name: string | null) =>
      isSetPoint(latitude, longitude) ? { latitude: latitude!, longitude: longitude!, name: name ?? '' } : null;
    return {
      filename: gpxFileName(pilgrimage.name, pilgrimage.id),
      gpx: buildGpx({
        name: pilgrimage.name,
        description: pilgrimage.description,
        start: point(pilgrimage.startingLatitude, pilgrimage.startingLongitude, pilgrimage.startingPoint),
        end: point(pilgrimage.endingLatitude, pilgrimage.endingLongitude, pilgrimage.endingPoint),
        sites: pilgrimage.sites,
      }),
    };
  }

  /**
   * Reads an uploaded GPX into a create-form prefill: the track (or route) gives start, end and the
   * geodesic distance; each waypoint within 200 m of an existing altar becomes that altar as a site.
   */
  async importGpx(text: unknown, viewerId: number): Promise<GpxPrefill> {
    if (typeof text !== 'string' || text.trim() === '') {
      throw new ValidationError(GPX_MESSAGES.noFile, { gpx: GPX_MESSAGES.noFile });
    }
    let gpx;
    try {
      gpx = await this.gpxReader.read(text);
    } catch (error) {
      if (error instanceof GpxError) throw new ValidationError(error.message, { gpx: error.message });
      throw error;
    }
    const path = gpxPath(gpx);
    const first = path[0];
    const last = path.length > 1 ? path[path.length - 1] : undefined;
    const meters = await new PilgrimageRepository(this.knex, this.reports).lineMeters(path);
    const sites: Altar[] = [];
    const unmatched: GpxPrefill['unmatchedWaypoints'] = [];
    for (const waypoint of gpx.waypoints.slice(0, GPX_MATCH_LOOKUPS)) {
      const [nearest] =
        sites.length < PILGRIMAGE_LIMITS.maxSites
          ? await this.altars.near(
              {
                latitude: waypoint.latitude,
                longitude: waypoint.longitude,
                radius: SEARCH_RADIUS_METERS.min,
                limit: 1,
              },
              viewerId,
            )
          : [];
      if (
        nearest &&
        nearest.distanceMeters <= GPX_MATCH_RADIUS_METERS &&
        !sites.some((site) => site.id === nearest.id)
      ) {
        sites.push(nearest);
      } else {
        unmatched.push({ name: waypoint.name ?? null, latitude: waypoint.latitude, longitude: waypoint.longitude });
      }
    }
    return {
      name: gpx.name ?? '',
      description: gpx.description ?? '',
      startingPoint: gpx.route[0]?.name ?? first?.name ?? '',
      endingPoint: (gpx.route.length > 1 ? gpx.route[gpx.route.length - 1]?.name : undefined) ?? last?.name ?? '',
      startingLatitude: first?.latitude ?? null,
      startingLongitude: first?.longitude ?? null,
      endingLatitude: last?.latitude ?? null,
      endingLongitude: last?.longitude ?? null,
      distance: path.length > 1 ? roundMiles(metersToMiles(meters)) : null,
      pathPoints: path.length,
      altarIds: sites.map((site) => site.id),
      sites: sites.map(toSite),
      unmatchedWaypoints: unmatched,
    };
  }
}
