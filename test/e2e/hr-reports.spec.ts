import { expect as baseExpect, test } from './support/fixtures';
import { expectNoAxeViolations, screenshotsAtBothSizes, signedInPage } from './support/journeys';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 36, HR → Travel reports in the browser as hana@acme.test (hr), on the demo data (a year of
 * Acme's business stays): the headline figures, the spend-vs-benchmark chart with its table, the
 * grouping picker, the CSV download, the travellers-today list. Screenshots at phone and desktop.
 */
test('hana sees what Acme’s business travel cost and saved, by month and by city, and downloads the CSV', async ({ browser, waitForMail }) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser, 'hana@acme.test', waitForMail);
  await page.goto('/app/hr');
  await page.getByRole('link', { name: 'Travel reports' }).click();
  await expect(page.getByRole('heading', { name: 'Travel reports', level: 1 })).toBeVisible();

  const figures = page.getByRole('region', { name: 'Headline figures' });
  await expect(figures.getByText('Spend')).toBeVisible();
  await expect(figures.getByText(/^€[\d,]+/).first()).toBeVisible();
  await expect(figures.getByText(/% \(\d+ stays?\)/)).toBeVisible();
  await expect(page.getByTestId('spend-chart').locator('canvas')).toBeVisible();
  await page.getByText('Chart as a table').click();
  await expect(page.getByRole('table', { name: 'Spend and hotel benchmark by month' }).getByRole('row')).toHaveCount(13);

  await page.getByLabel('Group by').selectOption('city');
  const byCity = page.getByRole('table', { name: 'Business travel by city' });
  await expect(byCity.getByRole('rowheader', { name: /Lisbon, Portugal/ })).toBeVisible();
  await expect(byCity.getByText(/Benchmark: PT country rate €120\.00/)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'hr-travel-reports', 400);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^travel-acme\.test-city-\d{4}-\d{2}-\d{4}-\d{2}\.csv$/);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('city,label,stays,nights,spend_eur,average_nightly_eur,benchmark_eur,savings_eur,out_of_policy_stays,benchmark_used');
  expect(text).toMatch(/\r\ntotal,Total,\d+,\d+,/);

  await expect(page.getByRole('heading', { name: 'Travelling today' })).toBeVisible();
  await page.close();
});
