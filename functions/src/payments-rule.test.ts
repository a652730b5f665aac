import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The payments rule (issue 30, docs/adr/0145-stripe-behind-one-adapter.md): Stripe lives in
 * functions/src/adapters/payments/ only. No other file of functions/src, tests included, imports
 * the `stripe` SDK (a value, a type or a dynamic import); the app calls the adapter's area files
 * (intents, refunds, transfers, customers, invoices, checkout-sessions, events) and reads its
 * own types (types.ts). Outside the adapter only `paymentsReady` may be imported from its client.
 * Issue 33 (ADR 0192): inside the adapter the SDK is types only (`import type`, no runtime cost):
 * the functions call Stripe through the adapter's own REST client (stripe-http.ts), so no route
 * bundle carries the SDK. Its one value import is dev-sdk.ts, the SDK client of the dev scripts
 * (scripts/src/seed), which no file of functions/src imports. The adapter's tests may use the SDK
 * (they sign webhooks with it). The local cloud's Stripe emulator and the integration tests, which
 * play Stripe's side, are out of scope.
 */
const src = fileURLToPath(new URL('.', import.meta.url));
const ADAPTER = 'adapters/payments/';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const STRIPE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]stripe(?:\/[^'"]*)?['"]/m;
const CLIENT_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(?:\.\.?\/)+adapters\/payments\/client'/g;
const STRIPE_VALUE_IMPORT = /(?:^\s*import\s+(?!type\s)[^'"]*from\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+|^\s*export\s+(?!type\s)[^'"]*from\s*)['"]stripe(?:\/[^'"]*)?['"]/m;
const DEV_SDK_IMPORT = /['"](?:\.\.?\/)+(?:adapters\/payments\/)?dev-sdk['"]/;
const DEFAULT_CLIENT_IMPORT = /import\s+(?:\*\s+as\s+\w+|\w+)\s+from\s+'(?:\.\.?\/)+adapters\/payments\/client'|import\(\s*'(?:\.\.?\/)+adapters\/payments\/client'\s*\)/;

/** What a file outside the adapter breaks of the rule, as `file: what`. */
export function paymentsRuleBreaches(file: string, text: string): string[] {
  // This file's examples below break the rule on purpose.
  if (file === 'payments-rule.test.ts') return [];
  if (file.startsWith(ADAPTER)) {
    const devOrTest = file === `${ADAPTER}dev-sdk.ts` || file.endsWith('.test.ts');
    return !devOrTest && STRIPE_VALUE_IMPORT.test(text) ? [`${file}: loads the stripe SDK (types only: import type)`] : [];
  }
  const found: string[] = [];
  if (DEV_SDK_IMPORT.test(text)) found.push(`${file}: imports the dev scripts' SDK client`);
  if (STRIPE_IMPORT.test(text)) found.push(`${file}: imports stripe`);
  if (DEFAULT_CLIENT_IMPORT.test(text)) found.push(`${file}: imports the whole payments client`);
  for (const [, typeOnly, names] of text.matchAll(CLIENT_IMPORT)) {
    if (typeOnly) continue;
    for (const part of names!.split(',').map((name) => name.trim()).filter(Boolean)) {
      const name = part.replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
      if (!part.startsWith('type ') && name !== 'paymentsReady') found.push(`${file}: ${name} from the payments client`);
    }
  }
  return found;
}

describe('payments rule: Stripe only behind adapters/payments', () => {
  it('no file outside functions/src/adapters/payments imports stripe or the raw client', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(200);
    const offending = files.flatMap((file) => paymentsRuleBreaches(relative(src, file).split('\\').join('/'), readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('only the dev scripts\' client constructs the SDK; the functions\' client is the adapter\'s own', () => {
    expect(readFileSync(join(src, ADAPTER, 'dev-sdk.ts'), 'utf8')).toMatch(/new Stripe\(/);
    expect(readFileSync(join(src, ADAPTER, 'client.ts'), 'utf8')).toMatch(/createStripeHttp\(/);
    expect(readFileSync(join(src, ADAPTER, 'client.ts'), 'utf8')).not.toMatch(/from 'stripe'/);
  });

  it('reports value, type, dynamic and subpath imports of stripe and the raw client, and lets the adapter and paymentsReady through', () => {
    expect(paymentsRuleBreaches('domain/a.ts', "import Stripe from 'stripe';")).toEqual(['domain/a.ts: imports stripe']);
    expect(paymentsRuleBreaches('domain/a.ts', "import type Stripe from 'stripe';")).toEqual(['domain/a.ts: imports stripe']);
    expect(paymentsRuleBreaches('domain/a.test.ts', "const s = await import('stripe');")).toEqual(['domain/a.test.ts: imports stripe']);
    expect(paymentsRuleBreaches('webhooks/a.ts', "import { x } from 'stripe/lib/x';")).toEqual(['webhooks/a.ts: imports stripe']);
    expect(paymentsRuleBreaches('domain/a.ts', "import { payments } from '../../adapters/payments/client';")).toEqual(['domain/a.ts: payments from the payments client']);
    expect(paymentsRuleBreaches('domain/a.ts', "import { paymentsReady } from '../../adapters/payments/client';")).toEqual([]);
    expect(paymentsRuleBreaches('domain/a.ts', "import { retrievePaymentIntent } from '../../adapters/payments/intents';")).toEqual([]);
    expect(paymentsRuleBreaches('domain/a.ts', "import { stripeStatus } from '../stripe-status';")).toEqual([]);
    expect(paymentsRuleBreaches('adapters/payments/intents.ts', "import type Stripe from 'stripe';")).toEqual([]);
    expect(paymentsRuleBreaches('adapters/payments/intents.ts', "import Stripe from 'stripe';")).toEqual(['adapters/payments/intents.ts: loads the stripe SDK (types only: import type)']);
    expect(paymentsRuleBreaches('adapters/payments/events.ts', "const { default: Stripe } = await import('stripe');")).toEqual(['adapters/payments/events.ts: loads the stripe SDK (types only: import type)']);
    expect(paymentsRuleBreaches('adapters/payments/dev-sdk.ts', "import Stripe from 'stripe';")).toEqual([]);
    expect(paymentsRuleBreaches('adapters/payments/stripe-http.test.ts', "import Stripe from 'stripe';")).toEqual([]);
    expect(paymentsRuleBreaches('domain/a.ts', "import { payments } from '../../adapters/payments/dev-sdk';")).toEqual(['domain/a.ts: imports the dev scripts\' SDK client']);
  });
});
