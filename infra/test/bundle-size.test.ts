import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { FUNCTION_ESBUILD_OPTIONS } from '@worknest/functions/config/bundling';
import { httpRoutes, webSocketRoutes } from '@worknest/functions/routes';
import { scheduledJobs } from '@worknest/functions/schedules';
import { topicSubscribers } from '@worknest/functions/subscriptions';
import { ORIGIN_AUTHORIZER_HANDLER } from '../lib/api-authorizer-stack';
import { BUNDLE_BUDGET_KB, BUNDLES_WITH_ZOD, DEFAULT_BUNDLE_BUDGET_KB } from './bundle-budgets';

const functionsSrc = fileURLToPath(new URL('../../functions/src/', import.meta.url));
// Every function the stacks make: the route, socket, job and topic-subscriber tables, and the
// HTTP API's origin authorizer (in no table; it runs before every API request).
const handlers = [...new Set([...[...httpRoutes, ...webSocketRoutes, ...scheduledJobs, ...topicSubscribers].map((entry) => entry.handler), ORIGIN_AUTHORIZER_HANDLER])].sort();

/** Bytes of a handler's bundle built exactly as the stacks build it (source map left out). */
async function bundleBytes(handler: string): Promise<{ bytes: number; inputs: string[]; kept: string[] }> {
  const result = await build({
    ...FUNCTION_ESBUILD_OPTIONS,
    entryPoints: [`${functionsSrc}${handler}.ts`],
    write: false,
    metafile: true,
  });
  const output = Object.values(result.metafile.outputs)[0]!;
  return {
    bytes: result.outputFiles[0]!.contents.length,
    inputs: Object.keys(result.metafile.inputs),
    // The inputs that left bytes in the bundle (esbuild reads, then drops, what nothing uses).
    kept: Object.entries(output.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path),
  };
}

describe('function bundle sizes stay within their budgets (bytes, not time)', () => {
  it.each(handlers)('%s', async (handler) => {
    const budgetKb = BUNDLE_BUDGET_KB[handler] ?? DEFAULT_BUNDLE_BUDGET_KB;
    const { bytes, kept } = await bundleBytes(handler);
    expect(bytes, `${handler} is ${(bytes / 1024).toFixed(1)} KB, over its ${budgetKb} KB budget (infra/test/bundle-budgets.ts)`).toBeLessThanOrEqual(budgetKb * 1024);
    // Issue 15: zod is about 85 KB and a tenth of a cold start; only the listed functions still load it.
    if (!BUNDLES_WITH_ZOD.includes(handler)) {
      expect(kept.filter((input) => /node_modules\/zod\//.test(input)), `${handler} loads zod: check its inputs with validation/plain-schema.ts and import plain values from a -rules/-options module`).toEqual([]);
    }
  });

  it('GET /_health loads neither zod, the session code nor the DynamoDB client', async () => {
    const { inputs } = await bundleBytes('http/platform/get-health');
    expect(inputs.filter((input) => /node_modules\/zod\/|@aws-sdk\/|functions\/src\/domain\/auth\/|functions\/src\/store\//.test(input))).toEqual([]);
  });

  it('GET /api/listings/{id} loads no zod: its only input is a path id (issue 15)', async () => {
    const { kept } = await bundleBytes('http/listings/get-listing');
    expect(kept.filter((input) => /node_modules\/zod\//.test(input))).toEqual([]);
  });

  it('POST /api/webhooks/stripe loads no zod: plain payout and notification rules, no schema module (issue 15)', async () => {
    const { kept } = await bundleBytes('webhooks/stripe-webhook');
    expect(kept.filter((input) => /node_modules\/zod\//.test(input))).toEqual([]);
  });

  it.each(['http/users/delete-my-account', 'http/admin/erase-user'])('%s loads no S3 client: the purge-erased-photos job deletes the photos (issue 15)', async (handler) => {
    const { kept } = await bundleBytes(handler);
    expect(kept.filter((input) => /node_modules\/@aws-sdk\/client-s3\//.test(input))).toEqual([]);
  });

  // Issue 33 (ADRs 0082, 0193): a route that charges or confirms writes its e-mails to the outbox; the
  // SES client (about 60 KB of every cold start) is bundled only where a route declares `mail`.
  const paymentRoutesWithoutMail = [...new Set(httpRoutes.filter((route) => route.resources.includes('payments') && !route.resources.includes('mail')).map((route) => route.handler))];

  it('the business stay (approvers asked through the outbox) is one of the payment routes without mail', () => {
    expect(paymentRoutesWithoutMail).toEqual(expect.arrayContaining(['http/business-stays/create-business-stay', 'http/bookings/confirm-booking', 'http/bookings/accept-request', 'webhooks/stripe-webhook']));
  });

  it.each(paymentRoutesWithoutMail)('%s (payments, no mail) loads no SES client (issue 33)', async (handler) => {
    const { kept } = await bundleBytes(handler);
    expect(kept.filter((input) => /node_modules\/@aws-sdk\/client-sesv?2?\//.test(input))).toEqual([]);
  });

  it('every budget names a handler that still exists', () => {
    expect(Object.keys(BUNDLE_BUDGET_KB).filter((handler) => !handlers.includes(handler))).toEqual([]);
    expect(BUNDLES_WITH_ZOD.filter((handler) => !handlers.includes(handler))).toEqual([]);
  });
});
