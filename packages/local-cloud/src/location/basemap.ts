import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

/**
 * The local cloud's offline basemap (issue 41): a MapLibre style whose sources are GeoJSON made
 * from Natural Earth's 1:50m land and country borders (the `world-atlas` package, public domain),
 * served by the geo stand-in. No tiles, no fonts and no sprites: nothing leaves the machine.
 * Deployed stages use an Amazon Location map style instead (the `mapStyleUrl` stage setting).
 */

let cached: { land: string; borders: string } | null = null;

function layers(): { land: string; borders: string } {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const land = require('world-atlas/land-50m.json') as any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const countries = require('world-atlas/countries-50m.json') as any;
  cached = {
    land: JSON.stringify(feature(land, land.objects.land)),
    borders: JSON.stringify(mesh(countries, countries.objects.countries, (a: unknown, b: unknown) => a !== b)),
  };
  return cached;
}

export function basemapLand(): string {
  return layers().land;
}

export function basemapBorders(): string {
  return layers().borders;
}

/** The style, its sources on `baseUrl` (the stand-in's own address). */
export function basemapStyle(baseUrl: string): Record<string, unknown> {
  return {
    version: 8,
    name: 'Worknest local basemap (Natural Earth)',
    sources: {
      land: { type: 'geojson', data: `${baseUrl}/maps/land.geojson`, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: `${baseUrl}/maps/borders.geojson` },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#cfe3ef' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f4f1ea' } },
      { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#b9b2a4', 'line-width': 1 } },
    ],
  };
}
