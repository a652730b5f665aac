import { describe, expect, it } from 'vitest';
import type { HttpRoute } from '@worknest/functions/routes';
import { countJourneys, monthlyVolume, parseRequestLog, renderJourneyTables, replaceJourneySection, type LoggedEvent } from './journey-requests';

const routes: HttpRoute[] = [
  { method: 'GET', path: '/api/auth/user', handler: 'h/user', access: 'member', resources: [] },
  { method: 'GET', path: '/api/listings/{id}', handler: 'h/listing', access: 'member', resources: [] },
  { method: 'POST', path: '/api/webhooks/stripe', handler: 'h/webhook', access: 'webhook', resources: [] },
];

const request = (journey: string | undefined, method: string, path: string): LoggedEvent => ({ event: 'request', method, path, status: 200, ...(journey ? { journey } : {}) });

describe('countJourneys (the request log of a counting run)', () => {
  const log: LoggedEvent[] = [
    request(undefined, 'GET', '/api/auth/user'),
    request('browse', 'GET', '/app/listings'),
    request('browse', 'GET', '/assets/index-abc.js'),
    request('browse', 'GET', '/api/auth/user'),
    request('browse', 'GET', '/api/listings/l1'),
    request('browse', 'GET', '/api/listings/l2'),
    request('browse', 'GET', '/uploads/u1/photo.jpg'),
    request('browse', 'POST', '/__local/journey'),
    { event: 'websocket', routeKey: '$connect', status: 200, journey: 'browse' },
    { event: 'websocket', routeKey: '$disconnect', status: 200, journey: 'browse' },
    request('booking', 'POST', '/api/webhooks/stripe'),
    request('booking', 'GET', '/api/nothing-here'),
    request('booking', 'POST', '/@connections/abc%3D'),
    request('booking', 'GET', '/@connections/abc%3D'),
    { event: 'websocket', routeKey: '$default', status: 200, journey: 'booking' },
  ];
  const [browse, booking] = countJourneys(log, routes);

  it('counts API requests by route key, SPA files, photos and socket events per journey, leaving out unlabelled lines and test controls', () => {
    expect(browse).toMatchObject({ journey: 'browse', api: 3, static: 2, photo: 1, socketConnects: 1, socketMessages: 0, socketPushes: 0 });
    expect(Object.fromEntries(browse!.byRoute)).toEqual({ 'GET /api/auth/user': 1, 'GET /api/listings/{id}': 2 });
    expect(booking).toMatchObject({ journey: 'booking', api: 2, static: 0, socketMessages: 1, socketPushes: 1 });
    expect(Object.fromEntries(booking!.byRoute)).toEqual({ 'POST /api/webhooks/stripe': 1, 'GET (no route) /api/nothing-here': 1 });
  });

  it('turns counts into monthly volumes with the model’s frequencies (authorizer: one more invocation per API request)', () => {
    const volume = monthlyVolume([browse!, booking!], { members: 10, bookings: 2 }, {
      browse: { per: 'member', times: 4 },
      booking: { per: 'booking', times: 1 },
    });
    expect(volume.api).toBe(3 * 40 + 2 * 2);
    expect(volume.lambdaInvocations).toBe((2 * 3 + 1) * 40 + (2 * 2 + 1) * 2);
    expect(volume.cloudFrontRequests).toBe((3 + 2 + 1) * 40 + 2 * 2);
    expect(volume.socketMessages).toBe(0 * 40 + 2 * 2);
    expect(volume.socketConnects).toBe(40);
  });

  it('parses JSON lines and rewrites only the generated section of the document', () => {
    expect(parseRequestLog('{"event":"request","path":"/a"}\n\n{"event":"websocket"}\n')).toHaveLength(2);
    const doc = 'before\n<!-- cost:journeys -->\nold\n<!-- /cost:journeys -->\nafter\n';
    const rewritten = replaceJourneySection(doc, renderJourneyTables([browse!, booking!]));
    expect(rewritten.startsWith('before\n<!-- cost:journeys -->\n| journey')).toBe(true);
    expect(rewritten).toContain('GET /api/listings/{id} ×2; GET /api/auth/user ×1');
    expect(rewritten.endsWith('<!-- /cost:journeys -->\nafter\n')).toBe(true);
    expect(() => replaceJourneySection('no markers', 'x')).toThrow(/cost:journeys/);
  });
});
