import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LogEvent } from './log-event';

/**
 * `WORKNEST_REQUEST_LOG=<file>`: the local cloud of a test run (e2e global setup) appends every
 * gateway request and socket event to that file as JSON lines, with the journey label set by
 * `POST /__local/journey`. scripts/src/cost counts the requests of each journey from it
 * (docs/cost-model.md). The gateway's log events hold no cookies, bodies or query strings.
 */
export const REQUEST_LOG_ENV = 'WORKNEST_REQUEST_LOG';

export function requestLogSink(path: string): LogEvent {
  mkdirSync(dirname(path), { recursive: true });
  return (event) => {
    if (event.event !== 'request' && event.event !== 'websocket') return;
    appendFileSync(path, `${JSON.stringify(event)}\n`);
  };
}
