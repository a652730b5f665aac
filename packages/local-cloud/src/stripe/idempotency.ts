import { isDeepStrictEqual } from 'node:util';
import type { FormObject } from './form-body';
import { StripeApiError } from './stripe-errors';

/**
 * Stripe's idempotency keys (https://docs.stripe.com/api/idempotent_requests): the first result
 * of a POST is kept for 24 hours per key and account, and replayed for a retry with the same
 * parameters; the same key with other parameters is an `idempotency_error`. Only results of an
 * endpoint that started executing are kept (success, or a declined card), never failed
 * validation, so a corrected request can reuse its key.
 */
export interface SavedResult {
  statusCode: number;
  body: unknown;
  requestId: string;
}

export interface Entry extends SavedResult {
  method: string;
  path: string;
  params: FormObject;
  savedAt: number;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  /** The saved result to replay, or undefined when this key is new. Throws on a mismatch. */
  lookup(account: string, key: string, method: string, path: string, params: FormObject): SavedResult | undefined {
    if (key.length > MAX_KEY_LENGTH) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: `Idempotency-Key is too long (maximum ${MAX_KEY_LENGTH} characters).`,
      });
    }
    this.prune();
    const entry = this.entries.get(entryKey(account, key));
    if (!entry) return undefined;
    if (entry.method !== method || entry.path !== path || !isDeepStrictEqual(entry.params, params)) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    return entry;
  }

  save(account: string, key: string, request: { method: string; path: string; params: FormObject }, result: SavedResult): void {
    this.entries.set(entryKey(account, key), { ...request, ...result, savedAt: Date.now() });
  }

  /** The saved results (oldest first), for the dev state file. */
  saveState(): [string, Entry][] {
    this.prune();
    return [...this.entries.entries()];
  }

  loadState(entries: readonly [string, Entry][]): void {
    for (const [key, entry] of entries) this.entries.set(key, entry);
    this.prune();
  }

  private prune(): void {
    const oldest = Date.now() - IDEMPOTENCY_TTL_MS;
    for (const [key, entry] of this.entries) {
      if (entry.savedAt >= oldest) break;
      this.entries.delete(key);
    }
  }
}

function entryKey(account: string, key: string): string {
  return `${account}\u0000${key}`;
}
