import { defineConfig } from '@playwright/test';
import { E2E_ENV, E2E_RESULTS_PREFIX } from './support/e2e-environment';

// Playwright empties its output directory when a run starts, so two runs at once (two engineers,
// or a run beside CI) would delete each other's screenshots and traces mid-run. Each run gets its
// own folder under test-results/; the runner sets the id and its workers inherit it.
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
  // Two cores: two workers keep the machine responsive; spec files run in parallel, tests in a file in order.
  workers: process.env.CI ? 1 : 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
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
