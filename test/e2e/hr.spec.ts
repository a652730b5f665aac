import { readFile } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { allowConsoleErrors, expectNoAxeViolations, expectNoWiderThan, SCREENSHOTS, signedInPage } from './support/journeys';

// The first call of each function waits for its cold start on a shared machine.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The HR dashboard in the browser (issue 8): hana@acme.test (hr) deactivates alex@acme.test, whose
 * open session ends at once, reactivates him, and exports the Company Employees as CSV; the
 * downloaded file's content is checked. Screenshots at phone and laptop sizes.
 *
 * Alex is a shared demo account: this spec gives him back his Active status before it ends, but
 * a spec signed in as Alex in another worker at the same moment loses that session.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

async function screenshots(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const original = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header belongs at the top of a full-page shot
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${viewport.width}x${viewport.height}.png`, fullPage: true });
    await expectNoWiderThan(page, viewport.width, name);
  }
  if (original) await page.setViewportSize(original);
}

test('hana deactivates and reactivates alex on /app/hr, and downloads the employees as CSV', async ({ browser, waitForMail }) => {
  test.setTimeout(180_000);
  const alex = await signedInPage(browser, 'alex@acme.test', waitForMail);
  // Alex is deactivated on purpose: his open page's next request answers 401.
  allowConsoleErrors(alex, /status of 401/);
  const hana = await signedInPage(browser, 'hana@acme.test', waitForMail);

  // HR reaches its dashboard from the header, and is turned away from the admin's.
  await hana.getByRole('banner').getByRole('link', { name: 'HR Dashboard' }).click();
  await expect(hana).toHaveURL(/\/app\/hr$/);
  await expect(hana.getByRole('heading', { name: 'HR Dashboard' })).toBeVisible();
  await expect(hana.getByText('Company domain:')).toContainText('acme.test');

  const table = hana.getByRole('table', { name: 'Company employees' });
  // A row by its e-mail cell, exactly: other journeys add members such as `sprache-1f2c0ada@acme.test`,
  // whose address contains `ada@acme.test` (a random hex tag can end in "ada").
  const rowOf = (email: string) => table.getByRole('row').filter({ has: hana.getByRole('cell', { name: email, exact: true }) });
  const alexRow = rowOf('alex@acme.test');
  await expect(alexRow).toContainText('Alex Kim');
  await expect(alexRow).toContainText('Employee');
  await expect(alexRow.getByText('Active', { exact: true })).toBeVisible();
  // No actions on oneself or on an admin.
  await expect(rowOf('hana@acme.test').getByRole('button')).toHaveCount(0);
  await expect(rowOf('ada@acme.test')).toContainText('Admin');
  await expect(rowOf('ada@acme.test').getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(hana);
  await screenshots(hana, 'hr-dashboard');

  // Deactivate asks first; Cancel changes nothing.
  await alexRow.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = hana.getByRole('alertdialog', { name: 'Deactivate Alex Kim?' });
  await expect(dialog).toContainText('their listings disappear');
  await screenshots(hana, 'hr-deactivate-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(alexRow.getByText('Active', { exact: true })).toBeVisible();

  await alexRow.getByRole('button', { name: 'Deactivate' }).click();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(hana.getByText('Alex Kim is deactivated', { exact: true })).toBeVisible();
  await expect(alexRow.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(alexRow.getByRole('button', { name: 'Reactivate' })).toBeVisible();
  await screenshots(hana, 'hr-alex-inactive');

  // Alex's open session ended with the deactivation.
  await alex.goto('/app/profile');
  await expect(alex).toHaveURL(/\/login/);

  await alexRow.getByRole('button', { name: 'Reactivate' }).click();
  await expect(hana.getByText('Alex Kim is active again', { exact: true })).toBeVisible();
  await expect(alexRow.getByText('Active', { exact: true })).toBeVisible();

  // Export CSV: every employee, RFC 4180, with a safe file name.
  const downloadPromise = hana.waitForEvent('download');
  await hana.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^acme\.test-employees-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Name,Email,Role,Status,Member since');
  expect(lines.at(-1)).toBe('');
  expect(lines).toContainEqual(expect.stringMatching(/^Alex Kim,alex@acme\.test,employee,Active,\d{4}-\d{2}-\d{2}$/));
  expect(lines).toContainEqual(expect.stringMatching(/^Hana Sato,hana@acme\.test,hr,Active,/));
  expect(lines).toContainEqual(expect.stringMatching(/^Ada Lovelace,ada@acme\.test,admin,Active,/));
  expect(csv).not.toContain('globex.test');

  // Only admins reach /app/admin.
  await hana.goto('/app/admin');
  await expect(hana).toHaveURL(/\/app\/listings$/);
  await hana.context().close();
  await alex.context().close();
});
