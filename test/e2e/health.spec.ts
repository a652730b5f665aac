import { expect, test } from './support/fixtures';

test('GET /_health answers through the gateway, in a page as in a request', async ({ page, request, appUrl }) => {
  const response = await request.get('/_health');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);

  await page.goto('/_health');

  expect(page.url()).toBe(`${appUrl}/_health`);
  await expect(page.locator('body')).toHaveText('Health check OK');
});
