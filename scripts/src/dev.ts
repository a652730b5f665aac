/**
 * `npm run dev`: the local cloud (DynamoDB Local, S3, SES inbox, gateway with Vite) with demo
 * data on an empty store. `npm run dev -- --reset` deletes .data/ first. PORT and INBOX_PORT
 * change the two printed ports. Ctrl-C (SIGINT) or SIGTERM stops every part, Java included.
 * The terminal shows the parts' readiness and the banner; every other line (requests, functions'
 * logs, webhooks, Vite) goes to .data/dev.log (dev-output.ts, issue 29).
 */
import { billingLine } from './seed/company-billing-seed';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isApiPath } from '@worknest/local-cloud/gateway/start-gateway';
import { LOCAL_CLOUD_STATE } from './admin/resolve-target';
import { appTables } from './app-tables';
import { seedOnce } from './seed/seed-once';
import { demoAccountLines } from './seed/demo-accounts';
import { configureDemoSso } from './seed/seed-accounts';
import {
  DEFAULT_INBOX_PORT,
  DEFAULT_PORT,
  startLocalCloud,
  type LocalCloud,
  type PartStatus,
} from '@worknest/local-cloud/start-local-cloud';
import { StartupError } from '@worknest/local-cloud/startup-error';
import { DEFAULT_DNS_PORT } from '@worknest/local-cloud/dns/start-dns-server';
import { DEFAULT_IDP_PORT } from '@worknest/local-cloud/oidc/start-identity-provider';
import { DEFAULT_STRIPE_EMULATOR_PORT } from '@worknest/local-cloud/stripe/local-stripe-keys';
import { createDevOutput, DEV_LOG_FILE } from './dev-output';

const rootDir = fileURLToPath(new URL('../..', import.meta.url));
const reset = process.argv.includes('--reset');
const port = portFromEnv('PORT', DEFAULT_PORT);
const inboxPort = portFromEnv('INBOX_PORT', DEFAULT_INBOX_PORT);
const stripePort = portFromEnv('STRIPE_EMULATOR_PORT', DEFAULT_STRIPE_EMULATOR_PORT);
const idpPort = portFromEnv('IDP_PORT', DEFAULT_IDP_PORT);
const dnsPort = portFromEnv('DNS_PORT', DEFAULT_DNS_PORT);

// --reset empties .data/ here, before the log file in it is opened (startLocalCloud is told not to).
if (reset) rmSync(join(rootDir, '.data'), { recursive: true, force: true });
const output = createDevOutput({ logFile: join(rootDir, DEV_LOG_FILE) });
output.capture();
const say = output.say;

let cloud: LocalCloud | undefined;
let stopping = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      // A second Ctrl-C: leave now (the 'exit' hook still kills Java).
      say('Forced exit.');
      rmSync(LOCAL_CLOUD_STATE, { force: true });
      process.exit(1);
    }
    stopping = true;
    say(`\n${signal}: stopping…`);
    void shutDown(0);
  });
}

await main();

async function main(): Promise<void> {
  const startedAt = performance.now();
  const webRoot = join(rootDir, 'web');
  // The web app may not exist yet on a fresh branch; the API still runs without it.
  const spa = existsSync(join(webRoot, 'index.html')) ? ({ mode: 'vite', root: webRoot } as const) : ({ mode: 'none' } as const);
  say(`Worknest local cloud${reset ? ' (reset: starting empty)' : ''}; data in .data/, log in ${DEV_LOG_FILE}`);
  if (spa.mode === 'none') say('  web/index.html not found: serving the API only');

  try {
    // The gateway answers 503 with Retry-After until the demo data is in too (cloud.open() below).
    cloud = await startLocalCloud({ mode: 'dev', tables: appTables, rootDir, port, inboxPort, stripePort, idpPort, dnsPort, reset: false, spa, openWhenReady: false, onStatus: printStatus, log: printLog });
  } catch (error) {
    printStartupFailure(error);
    process.exitCode = 1;
    return;
  }
  if (stopping) return shutDown(0);
  say(`Local cloud ready in ${seconds(performance.now() - startedAt)}`);
  writeStateFile(cloud.env);
  const seedStartedAt = performance.now();

  let seedLines: string[];
  try {
    const seed = await seedOnce(cloud.env);
    // The demo company's provider may run on another port than when the data was seeded.
    if (!seed.seeded) {
      Object.assign(process.env, cloud.env);
      await configureDemoSso({ ensureAccounts: true });
    }
    seedLines = seed.seeded
      ? seed.lines
      : [...seed.lines, 'Demo data: already in .data/ (npm run dev -- --reset starts empty and seeds again)', ...demoAccountLines(), billingLine()];
  } catch (error) {
    seedLines = [`Seeding the demo data failed: ${(error as Error).message} (details in ${DEV_LOG_FILE})`];
    output.log(`Seeding the demo data failed: ${(error as Error).stack ?? String(error)}`);
  }
  say(`  ${'Demo data'.padEnd(20)} ready (${seconds(performance.now() - seedStartedAt)})`);
  // Opens the gateway and releases the Stripe emulator's held webhook deliveries (issue 29).
  cloud.open();

  say('');
  say(`App:   http://localhost:${cloud.gateway.port}`);
  say(`Inbox: ${cloud.inboxUrl}`);
  say(`OpenID provider: ${cloud.idpUrl} (Initech's single sign-on; every demo account's password is "worknest")`);
  say(`DNS server: ${cloud.dnsServer} (TXT records: npm run admin -- dns txt <domain> <value>)`);
  say(`Stripe emulator: http://127.0.0.1:${stripePort} (test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined)`);
  say(`Log:   ${DEV_LOG_FILE} (requests, functions, webhooks, Vite; tail -f ${DEV_LOG_FILE})`);
  for (const line of seedLines) say(line);
  say('Ctrl-C stops everything.');
}

/** Tells `npm run admin` where this local cloud runs (removed again on stop). */
function writeStateFile(env: Record<string, string>): void {
  mkdirSync(dirname(LOCAL_CLOUD_STATE), { recursive: true });
  writeFileSync(LOCAL_CLOUD_STATE, `${JSON.stringify({ pid: process.pid, env }, null, 2)}\n`, { mode: 0o600 });
}

async function shutDown(code: number): Promise<void> {
  rmSync(LOCAL_CLOUD_STATE, { force: true });
  try {
    await cloud?.stop();
    say('Stopped.');
  } catch (error) {
    say(`Stopping failed: ${(error as Error).stack ?? String(error)}`);
    code = 1;
  }
  await output.close();
  process.exit(code);
}

function printStatus(status: PartStatus): void {
  const name = status.label.padEnd(20);
  // The terminal shows each part once, when it is ready (or failed); "starting" is for the log.
  if (status.state === 'starting') output.log(`  ${name} starting…`);
  else if (status.state === 'ready') say(`  ${name} ready (${seconds(status.ms ?? 0)})`);
  else say(`  ${name} failed after ${seconds(status.ms ?? 0)}`);
}

/** Structured logs as JSON lines in the log file; SPA asset requests (Vite serves dozens per page) are left out. */
function printLog(event: Record<string, unknown>): void {
  if (event.event === 'ready' || event.event === 'stopped') return; // shown by printStatus
  if (event.event === 'request' && typeof event.path === 'string' && !isBackendPath(event.path)) return;
  output.log(JSON.stringify({ time: new Date().toISOString(), ...event }));
}

function isBackendPath(path: string): boolean {
  return isApiPath(path) || ['/uploads/', '/ws', '/@connections/'].some((prefix) => path.startsWith(prefix));
}

function printStartupFailure(error: unknown): void {
  say('');
  if (error instanceof StartupError) {
    say(`Could not start ${error.part}: ${error.message.slice(error.part.length + 2)}`);
  } else {
    say(`Could not start the local cloud: ${(error as Error).stack ?? String(error)}`);
  }
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    console.error(`${name}=${raw} is not a port number (0-65535).`);
    process.exit(1);
  }
  return value;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}
