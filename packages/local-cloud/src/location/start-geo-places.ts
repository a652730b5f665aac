import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { LogEvent } from '../log-event';
import { freePort, LOCAL_HOST } from '../ports';
import { runOnce } from '../run-once';
import { basemapBorders, basemapLand, basemapStyle } from './basemap';
import { findPlace } from './gazetteer';
import { countryOf } from '@worknest/shared/time-zone-rules';

/**
 * The local stand-in for Amazon Location Service Places (issue 41): `POST /v2/geocode` as the
 * official `@aws-sdk/client-geo-places` sends it (JSON body, `QueryText` or `QueryComponents`,
 * `MaxResults`, `Filter.IncludeCountries`), answered from the offline gazetteer (gazetteer.ts) in
 * the service's response shape (`ResultItems` with `PlaceType`, `Title`, `Address`, `Position`
 * as [longitude, latitude]). The functions reach it through AWS_ENDPOINT_URL_GEO_PLACES.
 * It also serves the offline basemap's style and data for the app's maps (basemap.ts), with CORS,
 * since the browser loads them from this port.
 */
export interface LocalGeoPlaces {
  url: string;
  /** The MapLibre style URL of the local basemap. */
  styleUrl: string;
  stop(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: string, type = 'application/json', extra: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', ...extra });
  response.end(body);
}

function validation(response: ServerResponse, message: string) {
  send(response, 400, JSON.stringify({ message, Reason: 'Missing', FieldList: [] }), 'application/json', { 'x-amzn-errortype': 'ValidationException' });
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The text of a Geocode request: `QueryText`, else its `QueryComponents` joined as an address. */
function queryOf(body: Record<string, unknown>): string | null {
  if (typeof body.QueryText === 'string' && body.QueryText.trim()) return body.QueryText;
  const parts = body.QueryComponents as Record<string, unknown> | undefined;
  if (!parts || typeof parts !== 'object') return null;
  const ordered = ['Street', 'AddressNumber', 'PostalCode', 'District', 'Locality', 'SubRegion', 'Region', 'Country'].map((name) => parts[name]);
  const text = ordered.filter((value): value is string => typeof value === 'string' && value.trim() !== '').join(', ');
  return text || null;
}

export async function startGeoPlaces(options: { port?: number; log?: LogEvent } = {}): Promise<LocalGeoPlaces> {
  const log = options.log ?? (() => {});
  const port = options.port || (await freePort());
  const url = `http://${LOCAL_HOST}:${port}`;

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', url).pathname;
      if (request.method === 'OPTIONS') {
        send(response, 204, '', 'text/plain', { 'access-control-allow-methods': 'GET', 'access-control-allow-headers': '*' });
        return;
      }
      if (request.method === 'GET' && path === '/maps/style.json') return send(response, 200, JSON.stringify(basemapStyle(url)));
      if (request.method === 'GET' && path === '/maps/land.geojson') return send(response, 200, basemapLand(), 'application/geo+json', { 'cache-control': 'max-age=86400' });
      if (request.method === 'GET' && path === '/maps/borders.geojson') return send(response, 200, basemapBorders(), 'application/geo+json', { 'cache-control': 'max-age=86400' });
      if (request.method !== 'POST' || path !== '/v2/geocode') {
        send(response, 404, JSON.stringify({ message: `No such operation: ${request.method} ${path}` }), 'application/json', { 'x-amzn-errortype': 'ResourceNotFoundException' });
        return;
      }
      const body = await readJson(request);
      if (!body) return validation(response, 'The request body is not a JSON object.');
      const query = queryOf(body);
      if (!query) return validation(response, 'QueryText or QueryComponents is required.');
      const filter = (body.Filter ?? {}) as { IncludeCountries?: unknown };
      // Countries by code (alpha-2 or alpha-3 as the service takes them; the gazetteer keys by alpha-2).
      const countries = Array.isArray(filter.IncludeCountries)
        ? filter.IncludeCountries.flatMap((code) => (typeof code === 'string' ? [countryOf(code)?.code ?? code.toUpperCase()] : []))
        : [];
      const place = findPlace(query, countries);
      log({ part: 'geo', event: 'geocode', found: place !== null });
      const max = typeof body.MaxResults === 'number' && body.MaxResults > 0 ? body.MaxResults : 20;
      const items = place && max > 0
        ? [
            {
              PlaceId: `geonames:${place.id}`,
              PlaceType: 'Locality',
              Title: place.name,
              Address: {
                Label: `${place.name}, ${countryOf(place.country)?.name ?? place.country}`,
                Country: { Code2: place.country, Name: countryOf(place.country)?.name ?? place.country },
                Locality: place.name,
              },
              Position: [place.longitude, place.latitude],
              MapView: [place.longitude - 0.1, place.latitude - 0.1, place.longitude + 0.1, place.latitude + 0.1],
              MatchScores: { Overall: 0.8 },
            },
          ]
        : [];
      send(response, 200, JSON.stringify({ PricingBucket: 'Local', ResultItems: items }));
    })().catch((error: unknown) => {
      log({ part: 'geo', event: 'error', error: String(error) });
      if (!response.headersSent) send(response, 500, JSON.stringify({ message: 'Internal error' }), 'application/json', { 'x-amzn-errortype': 'InternalServerException' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOCAL_HOST, () => resolve());
  });
  // The gazetteer (about a second of work, more on a busy machine) loads on the first question,
  // not while DynamoDB Local's JVM starts beside it.
  return {
    url,
    styleUrl: `${url}/maps/style.json`,
    stop: runOnce(() => new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}
