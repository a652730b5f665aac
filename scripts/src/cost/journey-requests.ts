import type { HttpRoute } from '@worknest/functions/routes';
import { compileRoutes, matchRoute } from '@worknest/local-cloud/gateway/route-matching';
import { isApiPath } from '@worknest/local-cloud/gateway/start-gateway';
import { renderTable } from '../bench/render-table';

/**
 * Counts what each journey of docs/cost-model.md asks of the platform, from the local gateway's
 * request log of a counting run (`npm run cost:requests`, test/e2e/cost-journeys.spec.ts): the
 * journeys are driven in a real browser against the built SPA, so the counts are the requests the
 * SPA really makes (its session check, prefetches, socket pushes, Stripe's webhook), not a list
 * written by hand.
 */

/** One line of the request log (packages/local-cloud/src/request-log.ts). */
export interface LoggedEvent {
  event: 'request' | 'websocket';
  method?: string;
  path?: string;
  status?: number;
  routeKey?: string;
  journey?: string;
}

export type RequestKind = 'api' | 'static' | 'photo' | 'socket-connect' | 'socket-message' | 'socket-push' | 'other';

export interface JourneyCounts {
  journey: string;
  /** HTTP API requests (each one a Lambda invocation of its route). */
  api: number;
  /** Route key → requests, e.g. `GET /api/auth/user` → 3. */
  byRoute: Map<string, number>;
  /** SPA files CloudFront serves (index.html, scripts, styles, fonts). */
  static: number;
  /** Photos from the uploads bucket through CloudFront. */
  photo: number;
  socketConnects: number;
  /** Messages the browser sends on its socket (`$default`). */
  socketMessages: number;
  /** Messages the functions push to sockets (Management API). */
  socketPushes: number;
}

export function classify(entry: LoggedEvent, routes: ReturnType<typeof compileRoutes>): { kind: RequestKind; routeKey?: string } | undefined {
  if (entry.event === 'websocket') {
    if (entry.routeKey === '$connect') return { kind: 'socket-connect' };
    if (entry.routeKey === '$default') return { kind: 'socket-message' };
    return undefined;
  }
  const path = entry.path ?? '/';
  if (path.startsWith('/__local/')) return undefined;
  if (path.startsWith('/@connections')) return entry.method === 'POST' ? { kind: 'socket-push' } : { kind: 'other' };
  if (path.startsWith('/uploads/')) return { kind: 'photo' };
  if (isApiPath(path)) {
    const match = matchRoute(routes, entry.method ?? 'GET', path);
    return { kind: 'api', routeKey: match?.routeKey ?? `${entry.method} (no route) ${path}` };
  }
  return { kind: 'static' };
}

/** Per journey, in the order the journeys first appear in the log; unlabelled lines are left out. */
export function countJourneys(entries: readonly LoggedEvent[], httpRoutes: readonly HttpRoute[]): JourneyCounts[] {
  const compiled = compileRoutes(httpRoutes);
  const journeys = new Map<string, JourneyCounts>();
  for (const entry of entries) {
    if (!entry.journey) continue;
    const classified = classify(entry, compiled);
    if (!classified) continue;
    let counts = journeys.get(entry.journey);
    if (!counts) {
      counts = { journey: entry.journey, api: 0, byRoute: new Map(), static: 0, photo: 0, socketConnects: 0, socketMessages: 0, socketPushes: 0 };
      journeys.set(entry.journey, counts);
    }
    switch (classified.kind) {
      case 'api':
        counts.api++;
        counts.byRoute.set(classified.routeKey!, (counts.byRoute.get(classified.routeKey!) ?? 0) + 1);
        break;
      case 'static':
        counts.static++;
        break;
      case 'photo':
        counts.photo++;
        break;
      case 'socket-connect':
        counts.socketConnects++;
        break;
      case 'socket-message':
        counts.socketMessages++;
        break;
      case 'socket-push':
        counts.socketPushes++;
        break;
      case 'other':
        break;
    }
  }
  return [...journeys.values()];
}

export function parseRequestLog(text: string): LoggedEvent[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as LoggedEvent);
}

/**
 * The traffic model: how often each journey happens in a month. The journeys' request counts are
 * measured; these frequencies are the assumption (docs/cost-model.md says how sure they are).
 */
export interface TrafficModel {
  members: number;
  bookings: number;
  /** Journey → how many times a month: per member or per booking. */
  frequency: Record<string, { per: 'member' | 'booking'; times: number }>;
}

export const SIZES = {
  S: { members: 10_000, bookings: 1_000 },
  L: { members: 100_000, bookings: 10_000 },
} as const;

export const FREQUENCY: TrafficModel['frequency'] = {
  'sign-in': { per: 'member', times: 2 },
  browse: { per: 'member', times: 4 },
  booking: { per: 'booking', times: 1 },
  messages: { per: 'booking', times: 1 },
};

export interface MonthlyVolume {
  api: number;
  /** Route functions + the origin authorizer, which runs on every API request (issue 23). */
  lambdaInvocations: number;
  /** API + SPA files + photos (every viewer request reaches CloudFront). */
  cloudFrontRequests: number;
  /** WebSocket API messages: in from browsers + pushed by functions (connections are billed by the minute). */
  socketMessages: number;
  socketConnects: number;
}

export function monthlyVolume(counts: readonly JourneyCounts[], size: { members: number; bookings: number }, frequency = FREQUENCY): MonthlyVolume {
  const total: MonthlyVolume = { api: 0, lambdaInvocations: 0, cloudFrontRequests: 0, socketMessages: 0, socketConnects: 0 };
  for (const journey of counts) {
    const often = frequency[journey.journey];
    if (!often) continue;
    const times = often.times * (often.per === 'member' ? size.members : size.bookings);
    total.api += journey.api * times;
    // The socket routes are functions too ($connect, $default).
    total.lambdaInvocations += (2 * journey.api + journey.socketConnects + journey.socketMessages) * times;
    total.cloudFrontRequests += (journey.api + journey.static + journey.photo) * times;
    total.socketMessages += (journey.socketMessages + journey.socketPushes) * times;
    total.socketConnects += journey.socketConnects * times;
  }
  return total;
}

/** Published prices (us-east-1, 2026) of the lines that follow the request counts. */
export const REQUEST_PRICES = {
  httpApiPerMillion: 1.0,
  lambdaRequestsPerMillion: 0.2,
  webSocketMessagesPerMillion: 1.0,
  /** HTTPS requests beyond the permanent free 10 M a month. */
  cloudFrontPer10k: 0.01,
  cloudFrontFreeRequests: 10_000_000,
} as const;

export function renderJourneyTables(counts: readonly JourneyCounts[], frequency = FREQUENCY): string {
  const journeyRows = counts.map((journey) => [
    journey.journey,
    frequency[journey.journey] ? `${frequency[journey.journey]!.times} per ${frequency[journey.journey]!.per}` : 'not in the model',
    journey.api,
    [...journey.byRoute]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([route, n]) => `${route} ×${n}`)
      .join('; '),
    journey.static,
    journey.photo,
    `${journey.socketConnects} / ${journey.socketMessages} / ${journey.socketPushes}`,
  ]);
  const volumes = Object.entries(SIZES).map(([name, size]) => [name, monthlyVolume(counts, size, frequency)] as const);
  const millions = (n: number) => `${(n / 1e6).toFixed(2)} M`;
  const dollars = (n: number) => `$${n.toFixed(2)}`;
  const volumeRows: Array<Array<string>> = [
    ['API requests', ...volumes.map(([, v]) => millions(v.api))],
    ['Lambda invocations (routes, origin authorizer on every API request, socket routes)', ...volumes.map(([, v]) => millions(v.lambdaInvocations))],
    ['CloudFront requests (API, SPA files, photos)', ...volumes.map(([, v]) => millions(v.cloudFrontRequests))],
    ['WebSocket messages (in + pushed) / connections', ...volumes.map(([, v]) => `${millions(v.socketMessages)} / ${millions(v.socketConnects)}`)],
    ['HTTP API ($1.00 / M)', ...volumes.map(([, v]) => dollars((v.api / 1e6) * REQUEST_PRICES.httpApiPerMillion))],
    ['Lambda requests ($0.20 / M)', ...volumes.map(([, v]) => dollars((v.lambdaInvocations / 1e6) * REQUEST_PRICES.lambdaRequestsPerMillion))],
    ['of which the origin authorizer', ...volumes.map(([, v]) => dollars((v.api / 1e6) * REQUEST_PRICES.lambdaRequestsPerMillion))],
    [
      'CloudFront requests ($0.01 / 10k beyond 10 M free)',
      ...volumes.map(([, v]) => dollars((Math.max(0, v.cloudFrontRequests - REQUEST_PRICES.cloudFrontFreeRequests) / 10_000) * REQUEST_PRICES.cloudFrontPer10k)),
    ],
    ['WebSocket messages ($1.00 / M)', ...volumes.map(([, v]) => dollars((v.socketMessages / 1e6) * REQUEST_PRICES.webSocketMessagesPerMillion))],
  ];
  return [
    renderTable(['journey', 'how often (model)', 'API requests', 'by route', 'SPA files', 'photos', 'socket connects / messages in / pushes'], journeyRows),
    renderTable(['per month', ...volumes.map(([name]) => `${name} (${SIZES[name as keyof typeof SIZES].members.toLocaleString('en')} members, ${SIZES[name as keyof typeof SIZES].bookings.toLocaleString('en')} bookings)`)], volumeRows),
  ].join('\n');
}

/** Replaces the text between `<!-- cost:journeys -->` and `<!-- /cost:journeys -->`. */
export function replaceJourneySection(doc: string, body: string): string {
  const pattern = /<!-- cost:journeys -->\n[\s\S]*?\n<!-- \/cost:journeys -->/;
  if (!pattern.test(doc)) throw new Error('docs/cost-model.md has no <!-- cost:journeys --> … <!-- /cost:journeys --> section');
  return doc.replace(pattern, () => `<!-- cost:journeys -->\n${body.trim()}\n<!-- /cost:journeys -->`);
}
