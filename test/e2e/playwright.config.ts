import { defineConfig } from '@playwright/test';
import { E2E_ENV, E2E_RESULTS_PREFIX } from './support/e2e-environment';

// Playwright empties its output directory when a run starts, so two runs at once (two engineers,
// or a run beside CI) would delete each other's screenshots and traces mid-run. Each run gets its
// own folder under test-results/; the runner sets the id and its workers inherit it.
/** Journeys that move the local clock (the setClockOffset fixture). */
const CLOCK_MOVING_SPECS = ['**/payouts.spec.ts'];
// Journeys that take a demo member out for a while (hana deactivates alex: his homes leave every grid):
// they run after the others, so no journey looking for alex's homes meets the gap.
const MEMBER_DEACTIVATING_SPECS = ['**/hr.spec.ts'];

process.env[E2E_ENV.runId] ??= new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Browser tests against a local cloud serving the built SPA (see global-setup.ts). Chromium is the
 * system one (apt-get install -y chromium); never `npx playwright install` (no internet).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../../test-results/${E2E_RESULTS_PREFIX}${process.env[E2E_ENV.runId]}`,
  globalSetup: './global-setup.ts',
  // Two cores, two workers, in CI too: spec files run in parallel (each journey signs in its own
  // accounts or creates its own company), tests in a file in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // CI retries a failed journey once, as Playwright's own template does: on two busy cores a journey
  // can miss a timeout that it meets alone. A journey that passes only on its retry is listed as
  // "flaky" in the log, and each one is a bug to find (three CI runs in a row each failed on a
  // different one, 2026-11-28/29). Locally a failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  // A journey signs in through an e-mailed link before its first step; on two busy cores (CI runs
  // two browsers beside the local cloud) a short one took 37 s. Long journeys set their own.
  timeout: 90_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  // The local clock is shared by the whole local cloud: a journey that moves it (sessions and links
  // would expire under the others' feet) runs alone, after every other journey.
  projects: [
    { name: 'journeys', testIgnore: [...CLOCK_MOVING_SPECS, ...MEMBER_DEACTIVATING_SPECS] },
    { name: 'clock', testMatch: CLOCK_MOVING_SPECS, dependencies: ['journeys'] },
    { name: 'deactivation', testMatch: MEMBER_DEACTIVATING_SPECS, dependencies: ['clock'] },
  ],
  use: {
    // Workers load this file after the global setup ran, so the variable is set there.
    baseURL: process.env[E2E_ENV.appUrl],
    browserName: 'chromium',
    headless: true,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
