import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '@worknest/shared/booking';

/**
 * The lifecycle rule (issue 30, docs/architecture.md "The booking lifecycle"): no file outside the
 * lifecycle module writes a booking's `status`. The conditional writes live in
 * store/booking-transitions.ts, which only domain/bookings/lifecycle imports; no other file sets
 * `status` in an update expression or spells a booking status into a record it builds.
 */
const src = fileURLToPath(new URL('.', import.meta.url));
const LIFECYCLE = 'domain/bookings/lifecycle/';
const TRANSITIONS_STORE = 'store/booking-transitions.ts';
/** Issue 35: the approvals' status writes, a transitions store of their own (their keys stay out of every other bundle). */
const APPROVAL_TRANSITIONS_STORE = 'store/approval-transitions.ts';
/** Other `status` attributes that are not a booking's, and what-ifs never written. */
const NOT_BOOKING_STATUS: Record<string, string> = {
  'domain/companies/manage-company.ts': "a new company's status",
  'domain/companies/confirm-company-signup.ts': "a self-serve company's status (pending until set up)",
  'domain/payouts/host-earnings.ts': 'an expected payout computed as if confirmed, never written',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const STATUS_LITERAL = new RegExp(`\\bstatus:\\s*'(${bookingStatuses.join('|')})'`);
const SETS_STATUS = /\bSET\b[^'"`]*?(#status|\bstatus)\s*=/;
/** Other items have a status too (companies, reports): an update counts when the file addresses booking items. */
const ADDRESSES_BOOKINGS = /keys\.booking\(/;
// Issue 35: the approvals' status writes are a second transitions store (store/approval-transitions.ts).
const IMPORTS_TRANSITIONS = /from\s+'(?:\.\.?\/)+(?:store\/)?(?:booking|approval)-transitions'/;

/** What in `text` (the file `file`, relative to functions/src) writes a booking status outside the lifecycle. */
function statusWrites(file: string, text: string): string[] {
  const found: string[] = [];
  const inLifecycle = file.startsWith(LIFECYCLE);
  if (IMPORTS_TRANSITIONS.test(text) && !inLifecycle && file !== APPROVAL_TRANSITIONS_STORE) found.push(`${file}: imports ${TRANSITIONS_STORE}`);
  if (file === TRANSITIONS_STORE || file === APPROVAL_TRANSITIONS_STORE || inLifecycle || file in NOT_BOOKING_STATUS) return found;
  if (SETS_STATUS.test(text) && ADDRESSES_BOOKINGS.test(text)) found.push(`${file}: sets status in an update expression`);
  const literal = STATUS_LITERAL.exec(text);
  if (literal) found.push(`${file}: writes ${literal[0]}`);
  return found;
}

describe('lifecycle rule: only the lifecycle writes a booking status', () => {
  it('no file of functions/src outside domain/bookings/lifecycle writes status', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(200);
    const offending = files.flatMap((file) => statusWrites(relative(src, file).replaceAll('\\', '/'), readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('the transitions store sets status, and only the lifecycle imports it', () => {
    expect(SETS_STATUS.test(readFileSync(join(src, TRANSITIONS_STORE), 'utf8'))).toBe(true);
    const importers = sourceFiles(src)
      .filter((file) => IMPORTS_TRANSITIONS.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file).replaceAll('\\', '/'));
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.filter((file) => !file.startsWith(LIFECYCLE) && file !== APPROVAL_TRANSITIONS_STORE)).toEqual([]);
  });

  it('reports an update that sets status, a status spelled into a record, and an import of the transitions store', () => {
    const update = "Key: keys.booking(id), UpdateExpression: 'SET #status = :cancelled, updatedAt = :now'";
    expect(statusWrites('store/x.ts', update)).toEqual(['store/x.ts: sets status in an update expression']);
    expect(statusWrites('store/reports.ts', "Key: keys.report(id), UpdateExpression: 'SET #status = :resolved'")).toEqual([]);
    expect(statusWrites('domain/bookings/x.ts', "const b = { ...booking, status: 'confirmed' };")).toEqual(["domain/bookings/x.ts: writes status: 'confirmed'"]);
    expect(statusWrites('domain/bookings/x.ts', "import { markCancelled } from '../../store/booking-transitions';")).toEqual([
      'domain/bookings/x.ts: imports store/booking-transitions.ts',
    ]);
    expect(statusWrites('domain/bookings/lifecycle/writes.ts', "import * as item from '../../../store/booking-transitions';")).toEqual([]);
    expect(statusWrites('store/x.ts', "FilterExpression: '#status = :pending'")).toEqual([]);
  });
});
