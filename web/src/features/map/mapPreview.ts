import { mercatorX, mercatorY, projectToScreen, worldPixels } from '@sacred/core/mercator';
import type { ScreenView } from '@sacred/core/mercator';
import type { Geometry, Position } from 'geojson';
import { altarMarkerIcon, CLUSTER_RING } from './mapLayers';
import type { MapLayerColors } from './mapLayers';
import { paintCountAt, paintIconAt } from './markerIcons';
import type { AltarMarker, ClusterMarker } from './markers';
import { clusterLabel, clusterRadiusPixels } from './markers';
import { BORDER_OPACITY, BORDER_WIDTHS, COASTLINE_WIDTHS, widthAtZoom } from './mapStyle';
import type { MapPalette } from './mapStyle';
import type { WorldGeometry } from './worldGeometry';

/**
 * The map's first view painted on a 2D canvas before MapLibre has loaded (bench/mobile-speed.ts: MapLibre
 * and its worker are 434 KB of gzip JavaScript): the same outlines, the same answer of the viewport query,
 * the same marker shapes and sizes, at the places Web Mercator puts them, so that the map drawn over it
 * later looks the same. Nothing here can be tapped: the map takes over for that.
 */
export interface MapPreviewScene {
  view: ScreenView;
  world: WorldGeometry;
  clusters: readonly ClusterMarker[];
  altars: readonly AltarMarker[];
  palette: MapPalette;
  colors: MapLayerColors;
}

/** The rings of a (multi)polygon or the parts of a (multi)line, in world pixels at the view's zoom. */
function tracePath(path: Path2D, geometry: Geometry, size: number): void {
  const line = (positions: readonly Position[], close: boolean) => {
    positions.forEach(([longitude = 0, latitude = 0], index) => {
      const x = mercatorX(longitude) * size;
      const y = mercatorY(latitude) * size;
      if (index === 0) path.moveTo(x, y);
      else path.lineTo(x, y);
    });
    if (close) path.closePath();
  };
  switch (geometry.type) {
    case 'Polygon':
      return geometry.coordinates.forEach((ring) => line(ring, true));
    case 'MultiPolygon':
      return geometry.coordinates.forEach((polygon) => polygon.forEach((ring) => line(ring, true)));
    case 'LineString':
      return line(geometry.coordinates, false);
    case 'MultiLineString':
      return geometry.coordinates.forEach((part) => line(part, false));
    case 'GeometryCollection':
      return geometry.geometries.forEach((part) => tracePath(path, part, size));
    default:
      return undefined;
  }
}

/** Paints the outlines: ocean, land, coastline and borders, on every copy of the world the screen shows. */
function paintWorld(context: CanvasRenderingContext2D, scene: MapPreviewScene): void {
  const { view, world, palette } = scene;
  context.fillStyle = palette.ocean;
  context.fillRect(0, 0, view.width, view.height);
  const size = worldPixels(view.zoom);
  const land = new Path2D();
  for (const feature of world.land.features) tracePath(land, feature.geometry, size);
  const borders = new Path2D();
  tracePath(borders, world.borders, size);
  const left = view.width / 2 - mercatorX(view.centre.longitude) * size;
  const top = view.height / 2 - mercatorY(view.centre.latitude) * size;
  for (let copy = -1; copy <= 1; copy += 1) {
    const offset = left + copy * size;
    if (offset + size < 0 || offset > view.width) continue;
    context.save();
    context.translate(offset, top);
    context.fillStyle = palette.land;
    context.fill(land, 'evenodd');
    context.strokeStyle = palette.coastline;
    context.lineWidth = widthAtZoom(COASTLINE_WIDTHS, view.zoom);
    context.stroke(land);
    context.globalAlpha = BORDER_OPACITY;
    context.lineJoin = 'round';
    context.strokeStyle = palette.border;
    context.lineWidth = widthAtZoom(BORDER_WIDTHS, view.zoom);
    context.stroke(borders);
    context.restore();
  }
}

/** Paints the clusters (circle, ring and count) and then the altars' pins, lower pins over higher ones. */
function paintMarkers(context: CanvasRenderingContext2D, scene: MapPreviewScene): number {
  const { view, colors } = scene;
  let painted = 0;
  for (const cluster of scene.clusters) {
    const { x, y } = projectToScreen(cluster, view);
    const radius = clusterRadiusPixels(cluster.count);
    const inner = radius - CLUSTER_RING.width;
    context.beginPath();
    context.arc(x, y, inner + CLUSTER_RING.width / 2, 0, Math.PI * 2);
    context.globalAlpha = CLUSTER_RING.opacity;
    context.lineWidth = CLUSTER_RING.width;
    context.strokeStyle = colors.clusterRing;
    context.stroke();
    context.globalAlpha = 1;
    context.beginPath();
    context.arc(x, y, inner, 0, Math.PI * 2);
    context.fillStyle = colors.cluster;
    context.fill();
    painted += 1;
  }
  // The counts go over every circle, as the map's count layer lies over its circle layer.
  for (const cluster of scene.clusters) {
    if (cluster.count <= 1) continue;
    const { x, y } = projectToScreen(cluster, view);
    paintCountAt(context, clusterLabel(cluster.count), colors.clusterText, x, y);
  }
  // MapLibre draws overlapping pins in screen order: the lower on the screen, the nearer the viewer.
  const pins = scene.altars
    .map((altar) => ({ altar, at: projectToScreen(altar, view) }))
    .sort((a, b) => a.at.y - b.at.y);
  for (const { altar, at } of pins) {
    paintIconAt(context, altarMarkerIcon(altar, false), at.x, at.y);
    painted += 1;
  }
  return painted;
}

/**
 * Paints the scene on a canvas of view.width x view.height CSS pixels at `scale` device pixels each;
 * answers how many markers it painted.
 */
export function paintMapPreview(context: CanvasRenderingContext2D, scene: MapPreviewScene, scale: number): number {
  context.save();
  context.setTransform(scale, 0, 0, scale, 0, 0);
  paintWorld(context, scene);
  const painted = paintMarkers(context, scene);
  context.restore();
  return painted;
}
