import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { Objects, Topology } from 'topojson-specification';

type AtlasTopology = Topology<Objects>;

/** Land polygons and country borders for the offline basemap. */
export interface WorldGeometry {
  land: FeatureCollection<Geometry>;
  borders: MultiLineString;
}

export const EMPTY_WORLD: WorldGeometry = {
  land: { type: 'FeatureCollection', features: [] },
  borders: { type: 'MultiLineString', coordinates: [] },
};

function isTopology(value: unknown): value is AtlasTopology {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'Topology' &&
    typeof (value as { objects?: unknown }).objects === 'object'
  );
}

function topologyObject(topology: AtlasTopology, name: string): AtlasTopology['objects'][string] {
  const object = topology.objects[name];
  if (!object) throw new Error(`The world atlas has no "${name}" object`);
  return object;
}

function asCollection(value: Feature<Geometry> | FeatureCollection<Geometry>): FeatureCollection<Geometry> {
  return value.type === 'FeatureCollection' ? value : { type: 'FeatureCollection', features: [value] };
}

/** Converts world-atlas TopoJSON (land-*.json, countries-*.json) to GeoJSON for MapLibre. */
export function toWorldGeometry(land: unknown, countries: unknown): WorldGeometry {
  if (!isTopology(land) || !isTopology(countries)) throw new Error('The world atlas files are not TopoJSON');
  const countryObject = topologyObject(countries, 'countries');
  return {
    land: asCollection(feature(land, topologyObject(land, 'land'))),
    // Shared arcs only (a !== b): borders between countries, without the coastline.
    borders: mesh(countries, countryObject, (a, b) => a !== b),
  };
}
