import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Billing, BillingSnapshot } from './billing';
import type { CheckoutSessions, CheckoutSnapshot } from './checkout-sessions';
import type { ConnectState, ConnectStateSnapshot } from './connect-state';
import type { Entry, IdempotencyStore } from './idempotency';
import type { StripeState, StripeStateSnapshot } from './stripe-state';

/**
 * The emulator's objects on disk, so a dev restart keeps what DynamoDB (persisted under .data/)
 * refers to: PaymentIntents, charges and refunds of seeded and booked stays, connected accounts,
 * transfers, events, idempotency keys. Without it a restarted `npm run dev` answered
 * `resource_missing` for every earlier payment (cancelling a seeded stay gave 502, payouts to the
 * demo host failed). Tests pass no file and stay in memory. Webhook deliveries in flight are not
 * kept: Stripe's redelivery schedule is not emulated across restarts.
 */
interface StateFileContents {
  version: 1;
  stripe: StripeStateSnapshot;
  connect: ConnectStateSnapshot;
  idempotency: [string, Entry][];
  /** Issue 34; absent in files written before it. */
  billing?: BillingSnapshot;
  /** Issue 38; absent in files written before it. */
  checkout?: CheckoutSnapshot;
}

export interface EmulatorStateParts {
  state: StripeState;
  connect: ConnectState;
  idempotency: IdempotencyStore;
  billing?: Billing;
  checkout?: CheckoutSessions;
}

/** Loads `file` into the (empty) parts; a missing file is a fresh start. @returns whether it loaded. */
export function loadStateFile(file: string, parts: EmulatorStateParts): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const contents = JSON.parse(text) as Partial<StateFileContents>;
  if (contents.version !== 1) throw new Error(`${file}: unknown Stripe emulator state version ${String(contents.version)}`);
  parts.state.loadState(contents.stripe ?? {});
  parts.connect.loadState(contents.connect ?? {});
  parts.idempotency.loadState(contents.idempotency ?? []);
  parts.billing?.loadState(contents.billing ?? {});
  parts.checkout?.loadState(contents.checkout ?? {});
  return true;
}

/** Writes every object to `file` at once (a temporary file renamed over it: never half written). */
export function saveStateFile(file: string, parts: EmulatorStateParts): void {
  const contents: StateFileContents = {
    version: 1,
    stripe: parts.state.saveState(),
    connect: parts.connect.saveState(),
    idempotency: parts.idempotency.saveState(),
    ...(parts.billing ? { billing: parts.billing.saveState() } : {}),
    ...(parts.checkout ? { checkout: parts.checkout.saveState() } : {}),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(contents), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}
