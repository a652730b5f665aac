import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { allowConsoleErrors } from './support/journeys';
import { E2E_ENV, E2E_RESULTS_PREFIX } from './support/e2e-environment';

test('GET /_health answers through the gateway, in a page as in a request', async ({ page, request, appUrl }) => {
  const response = await request.get('/_health');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);

  // A page of plain text: the browser also asks for /favicon.ico, which the API path answers 404.
  allowConsoleErrors(page, /status of 404/);
  await page.goto('/_health');

  expect(page.url()).toBe(`${appUrl}/_health`);
  await expect(page.locator('body')).toHaveText('Health check OK');
});

test('a worker writes screenshots and traces into this run\'s own folder under test-results/', async ({}, testInfo) => {
  const runFolder = join('test-results', `${E2E_RESULTS_PREFIX}${process.env[E2E_ENV.runId]}`);

  expect(process.env[E2E_ENV.runId]).toBeTruthy();
  expect(testInfo.outputPath()).toContain(runFolder);
});
