import { DEFAULT_MAP_VIEW } from '@sacred/core/limits';
import { projectToScreen } from '@sacred/core/mercator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLUSTER_RING } from './mapLayers';
import { paintMapPreview } from './mapPreview';
import type { MapPreviewScene } from './mapPreview';
import type { AltarMarker, ClusterMarker } from './markers';
import { clusterRadiusPixels } from './markers';
import { EMPTY_WORLD } from './worldGeometry';

/** What the preview asked the canvas to do, in order (node has no canvas: this records the calls). */
type Call = [name: string, ...args: unknown[]];

class RecordingPath {
  readonly calls: Call[] = [];
  moveTo(...args: unknown[]) {
    this.calls.push(['moveTo', ...args]);
  }
  lineTo(...args: unknown[]) {
    this.calls.push(['lineTo', ...args]);
  }
  closePath() {
    this.calls.push(['closePath']);
  }
  ellipse(...args: unknown[]) {
    this.calls.push(['ellipse', ...args]);
  }
  addPath() {
    this.calls.push(['addPath']);
  }
}

function recordingContext(): { context: CanvasRenderingContext2D; calls: Call[] } {
  const calls: Call[] = [];
  const state: Record<string, unknown> = {};
  const context = new Proxy(state, {
    get: (target, name: string) =>
      name in target ? target[name] : (...args: unknown[]) => void calls.push([name, ...args]),
    set: (target, name: string, value: unknown) => {
      target[name] = value;
      calls.push([`set ${name}`, value]);
      return true;
    },
  });
  return { context: context as unknown as CanvasRenderingContext2D, calls };
}

const cluster = (id: string, count: number, latitude: number, longitude: number): ClusterMarker => ({
  id,
  count,
  latitude,
  longitude,
  bounds: { west: longitude - 1, south: latitude - 1, east: longitude + 1, north: latitude + 1 },
});

const altar = (id: number, latitude: number, longitude: number): AltarMarker => ({
  id,
  name: `Altar ${id}`,
  latitude,
  longitude,
  altarType: 'Stone Circle',
  isEcoFriendly: true,
  photoCount: 1,
  visitCount: 0,
  likes: 0,
  recentActivity: 0,
});

const palette = { ocean: '#0a1620', land: '#1a2e22', coastline: '#2f6b46', border: '#6b4f36' };
const colors = { cluster: '#e0a030', clusterRing: '#f0c060', clusterText: '#07110b', location: '#3b82f6' };
const view = { centre: DEFAULT_MAP_VIEW, zoom: DEFAULT_MAP_VIEW.zoom, width: 390, height: 780 };

describe('paintMapPreview', () => {
  beforeAll(() => {
    (globalThis as { Path2D?: unknown }).Path2D = RecordingPath;
  });
  afterAll(() => {
    delete (globalThis as { Path2D?: unknown }).Path2D;
  });

  it('paints the ocean, then each cluster where Web Mercator puts it, at the size the map draws it, with its count', () => {
    const clusters = [cluster('a', 1, 41.2, -100.1), cluster('b', 1234, 38.5, -96.0)];
    const scene: MapPreviewScene = { view, world: EMPTY_WORLD, clusters, altars: [], palette, colors };
    const { context, calls } = recordingContext();
    expect(paintMapPreview(context, scene, 2)).toBe(2);

    expect(calls[0]).toEqual(['save']);
    expect(calls).toContainEqual(['setTransform', 2, 0, 0, 2, 0, 0]);
    expect(calls).toContainEqual(['fillRect', 0, 0, 390, 780]);
    const arcs = calls.filter(([name]) => name === 'arc');
    for (const [index, marker] of clusters.entries()) {
      const { x, y } = projectToScreen(marker, view);
      const inner = clusterRadiusPixels(marker.count) - CLUSTER_RING.width;
      // The ring (stroked on its middle line, outside the circle), then the circle.
      expect(arcs[index * 2]).toEqual(['arc', x, y, inner + CLUSTER_RING.width / 2, 0, Math.PI * 2]);
      expect(arcs[index * 2 + 1]).toEqual(['arc', x, y, inner, 0, Math.PI * 2]);
    }
    // A single altar's cluster has no count; a big one has its short label on its centre.
    const texts = calls.filter(([name]) => name === 'fillText');
    const big = projectToScreen(clusters[1] as ClusterMarker, view);
    expect(texts).toEqual([['fillText', '1.2k', big.x, big.y + 0.5]]);
  });

  it('paints the pins last, the lower on the screen over the higher, anchored at their bottom centre', () => {
    const altars = [altar(1, 39.0, -98.0), altar(2, 41.0, -99.0), altar(3, 40.0, -97.5)];
    const scene: MapPreviewScene = { view, world: EMPTY_WORLD, clusters: [], altars, palette, colors };
    const { context, calls } = recordingContext();
    expect(paintMapPreview(context, scene, 1)).toBe(3);
    // The first translation places the world's one copy at this zoom; then one per pin.
    const pins = calls
      .filter(([name]) => name === 'translate')
      .slice(1)
      .map(([, x, y]) => [x, y]);
    const expected = [altars[1], altars[2], altars[0]].map((marker) => {
      const { x, y } = projectToScreen(marker as AltarMarker, view);
      return [x - 16, y - 32];
    });
    expect(pins).toEqual(expected);
  });

  it('draws the land of every copy of the world the screen shows, and answers 0 with no markers', () => {
    const world = {
      land: {
        type: 'FeatureCollection' as const,
        features: [
          {
            type: 'Feature' as const,
            properties: {},
            geometry: {
              type: 'Polygon' as const,
              coordinates: [
                [
                  [-100, 35],
                  [-95, 35],
                  [-95, 40],
                  [-100, 35],
                ],
              ],
            },
          },
        ],
      },
      borders: EMPTY_WORLD.borders,
    };
    // At zoom 0 a 1,200 px screen shows the world (512 px) about two and a half times.
    const wide = { centre: { latitude: 0, longitude: 0 }, zoom: 0, width: 1200, height: 600 };
    const { context, calls } = recordingContext();
    const scene: MapPreviewScene = { view: wide, world, clusters: [], altars: [], palette, colors };
    expect(paintMapPreview(context, scene, 1)).toBe(0);
    expect(calls.filter(([name]) => name === 'fill')).toHaveLength(3);
    expect(calls.filter(([name]) => name === 'translate').map(([, x]) => x)).toEqual([
      600 - 256 - 512,
      600 - 256,
      600 + 256,
    ]);
  });
});
