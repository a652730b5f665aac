import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@worknest/shared/calendar';
import { CalendarFetchError, fetchCalendar } from './fetch-calendar';

/*
 * The fetch deadline of an imported calendar (issue 20 audit): a server that never finishes must
 * not hold a sync (or the 30-minute job) past it, whether it sends nothing or sends its headers
 * and then stalls in the body.
 */

let server: Server;
let base: string;
const open: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    open.push(response);
    if (request.url === '/headers-then-hang') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n'); // ... and never the rest
      return;
    }
    if (request.url === '/fine') {
      response.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      return;
    }
    // '/silent': no answer at all
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const limits = { timeoutMs: 300, maxBytes: 1024 * 1024, allowLoopback: true };

async function failure(url: string): Promise<{ error: unknown; ms: number }> {
  const startedAt = performance.now();
  try {
    await fetchCalendar(url, limits);
  } catch (error) {
    return { error, ms: performance.now() - startedAt };
  }
  throw new Error(`${url} was fetched`);
}

describe('fetchCalendar deadline', () => {
  it('gives up on a server that sends its headers and then hangs, at the deadline, as timed out', async () => {
    const { error, ms } = await failure(`${base}/headers-then-hang`);
    expect(error).toBeInstanceOf(CalendarFetchError);
    expect(error).toMatchObject({ code: 'timed_out', userMessage: CALENDAR_MESSAGES.notReadable });
    expect(ms).toBeGreaterThanOrEqual(limits.timeoutMs - 20);
    expect(ms).toBeLessThan(limits.timeoutMs + 1_500);
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    const { error, ms } = await failure(`${base}/silent`);
    expect(error).toMatchObject({ code: 'timed_out' });
    expect(ms).toBeLessThan(limits.timeoutMs + 1_500);
  });

  it('reads a server that answers in time (the deadline is not hit by a normal fetch)', async () => {
    await expect(fetchCalendar(`${base}/fine`, limits)).resolves.toContain('BEGIN:VCALENDAR');
  });
});
