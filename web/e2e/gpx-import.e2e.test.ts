import { haversineMeters } from '@sacred/core/geo';
import { GPX_MESSAGES } from '@sacred/core/pilgrimages';
import { beforeAll, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../db/seeds/demo-world';
import { describeInBrowser, graphqlRequest, signInAs, useBrowserApp } from './harness';
import { skipOnboarding } from './onboarding';

interface PlacedAltar {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** A GPX file of a walk: its track from `from` to `to`, and a waypoint at each of `waypoints`. */
function gpxOf(
  name: string,
  from: PlacedAltar,
  to: PlacedAltar,
  waypoints: Array<{ name: string; latitude: number; longitude: number }>,
): string {
  const steps = 6;
  const track = Array.from({ length: steps + 1 }, (_, step) => {
    const latitude = from.latitude + ((to.latitude - from.latitude) * step) / steps;
    const longitude = from.longitude + ((to.longitude - from.longitude) * step) / steps;
    const label = step === 0 ? '<name>Trailhead Gate</name>' : step === steps ? '<name>Summit Cairn</name>' : '';
    return `<trkpt lat="${latitude.toFixed(6)}" lon="${longitude.toFixed(6)}">${label}</trkpt>`;
  }).join('');
  const points = waypoints
    .map(
      (point) =>
        `<wpt lat="${point.latitude.toFixed(6)}" lon="${point.longitude.toFixed(6)}"><name>${point.name}</name></wpt>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
  <metadata><name>${name}</name><desc>Two shrines along the ridge.</desc></metadata>
  ${points}
  <trk><name>${name}</name><trkseg>${track}</trkseg></trk>
</gpx>`;
}

describeInBrowser('GPX import on the create-pilgrimage page', () => {
  const e2e = useBrowserApp({ altarCount: 30 });
  let pair: [PlacedAltar, PlacedAltar];

  beforeAll(async () => {
    const { altars } = await graphqlRequest<{ altars: PlacedAltar[] }>(
      e2e.app.url,
      'query { altars(limit: 2000) { id name latitude longitude } }',
    );
    // The two altars closest to each other (a walk, not a drive) that are more than 500 m apart, so that a
    // waypoint 20 m from one is not within the 200 m match of the other.
    const pairs = altars.flatMap((a, i) =>
      altars.slice(i + 1).map((b) => ({ pair: [a, b] as [PlacedAltar, PlacedAltar], meters: haversineMeters(a, b) })),
    );
    pairs.sort((x, y) => x.meters - y.meters);
    const chosen = pairs.find((candidate) => candidate.meters > 500);
    if (!chosen) throw new Error('No two altars far enough apart');
    pair = chosen.pair;
  });

  it('fills the route and its sacred sites from the file, says what it matched, and refuses a file that is not GPX', async () => {
    const [first, second] = pair;
    const { page, context, pageErrors } = await e2e.openPhonePage();
    try {
      await skipOnboarding(context);
      await signInAs(page, DEMO_EMAIL, DEMO_PASSWORD);
      await page.goto('/create-pilgrimage');
      await page.getByRole('heading', { name: 'Create Sacred Journey' }).waitFor();

      // Waypoints 20 m from each altar match it; one in the open sea matches nothing.
      const gpx = gpxOf('Ridge of Two Shrines', first, second, [
        { name: 'First shrine', latitude: first.latitude + 0.00018, longitude: first.longitude },
        { name: 'Second shrine', latitude: second.latitude, longitude: second.longitude + 0.0002 },
        { name: 'Lost buoy', latitude: 0.5, longitude: -30 },
      ]);
      const input = page.getByLabel('GPX file');
      await input.setInputFiles({ name: 'ridge.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpx) });

      await expect
        .poll(() => page.getByText(/^Imported ridge\.gpx/).textContent())
        .toBe('Imported ridge.gpx: 2 sacred site(s) matched, 1 waypoint(s) with no altar within 200 m.');
      expect(await page.getByLabel('Journey name').inputValue()).toBe('Ridge of Two Shrines');
      expect(await page.getByLabel('Description').inputValue()).toBe('Two shrines along the ridge.');
      expect(await page.getByLabel('Starting point').inputValue()).toBe('Trailhead Gate');
      expect(await page.getByLabel('Ending point').inputValue()).toBe('Summit Cairn');
      // The track's length in the member's unit, as the form asks for it (km to 0.1: the demo member is
      // metric): the straight line between the two altars.
      const km = haversineMeters(first, second) / 1000;
      const distance = Number(await page.getByLabel('Distance (km)').inputValue());
      expect(Math.abs(distance - km)).toBeLessThan(0.1);
      const selected = page.getByTestId('selected-site');
      await expect.poll(() => selected.count()).toBe(2);
      expect(await selected.allTextContents()).toEqual([
        expect.stringContaining(first.name),
        expect.stringContaining(second.name),
      ]);

      // A file that is not GPX: the server's message, and the form keeps what the first file filled in.
      await input.setInputFiles({
        name: 'notes.gpx',
        mimeType: 'application/gpx+xml',
        buffer: Buffer.from('<kml><Document/></kml>'),
      });
      await expect.poll(() => page.getByText(GPX_MESSAGES.notGpx).count()).toBe(1);
      expect(await page.getByLabel('Journey name').inputValue()).toBe('Ridge of Two Shrines');
      expect(await selected.count()).toBe(2);
      expect(pageErrors.map((error) => error.message)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
