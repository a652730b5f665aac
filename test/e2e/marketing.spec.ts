import { mkdir, readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, expectNoWiderThan, PHONE, SCREENSHOTS, signedInPage } from './support/journeys';

/*
 * /admin/marketing (issue "Public site"): admin only; both lists newest first with dates as
 * "MMM d, yyyy 'at' h:mm a"; a CSV download of each.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
const DATE_PATTERN = /^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;

test('signed out, /admin/marketing goes to /login', async ({ page }) => {
  await page.goto('/admin/marketing');

  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmarketing$/);
});

test('an employee is sent to /app/listings', async ({ browser, waitForMail }) => {
  const page = await signedInPage(browser, 'sam@acme.test', waitForMail);

  await page.goto('/admin/marketing');

  await expect(page).toHaveURL(/\/app\/listings$/);
});

test('an admin sees both lists newest first, with formatted dates, and downloads each as CSV', async ({ browser, waitForMail, appUrl }) => {
  test.slow();
  const ip = { 'cloudfront-viewer-address': `198.18.${Math.floor(Math.random() * 250)}.9:443`, origin: appUrl };
  const older = uniqueEmail('older');
  const newer = uniqueEmail('newer');
  const demo = uniqueEmail('demo');
  const api = (await browser.newContext()).request;
  // An address that signs up twice, first of all: every submission is kept (issue 14, finding 8).
  const twice = uniqueEmail('twice');
  for (const companyName of ['Initech', 'Initech Europe']) {
    expect((await api.post(`${appUrl}/api/waitlist`, { data: { email: twice, role: 'leadership', companyName }, headers: ip })).status()).toBe(200);
  }
  expect((await api.post(`${appUrl}/api/waitlist`, { data: { email: older, role: 'hr', companyName: 'Acme, "EU"', companySize: '11-50', regions: ['europe'] }, headers: ip })).status()).toBe(200);
  expect((await api.post(`${appUrl}/api/waitlist`, { data: { email: newer, role: 'employee', source: 'quick' }, headers: ip })).status()).toBe(200);
  expect(
    (await api.post(`${appUrl}/api/demo-request`, {
      data: { name: '=cmd|calc', email: demo, company: 'Globex', role: 'ops', companySize: '501+', message: 'Two lines\nof text' },
      headers: ip,
    })).status(),
  ).toBe(200);

  const page = await signedInPage(browser, 'ada@acme.test', waitForMail);
  await page.goto('/admin/marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist and demo requests' })).toBeVisible();

  const waitlist = page.getByTestId('waitlist-table');
  const rows = waitlist.locator('tbody tr');
  // The first call to each list function may cold-start on a busy machine.
  await expect(rows.first()).toContainText(newer, { timeout: 45_000 });
  await expect(rows.nth(1)).toContainText(older);
  await expect(rows.nth(1)).toContainText('HR/People Ops');
  await expect(rows.nth(1)).toContainText('Europe');
  expect(await rows.first().locator('time').innerText()).toMatch(DATE_PATTERN);
  const demos = page.getByTestId('demo-requests-table');
  await expect(demos.locator('tbody tr').first()).toContainText(demo, { timeout: 45_000 });
  expect(await demos.locator('tbody tr').first().locator('time').innerText()).toMatch(DATE_PATTERN);

  const twiceRow = waitlist.locator('tbody tr', { hasText: twice });
  await expect(twiceRow).toContainText('Initech Europe');
  await twiceRow.getByRole('button', { name: `2 submissions from ${twice}: show each` }).click();
  const history = page.getByRole('dialog', { name: `Submissions from ${twice}` });
  const submissions = history.getByRole('list', { name: 'Submissions' }).getByRole('listitem');
  await expect(submissions).toHaveCount(2);
  await expect(submissions.nth(0)).toContainText('Initech Europe');
  await expect(submissions.nth(1)).toContainText('Initech');
  await expect(submissions.nth(1)).not.toContainText('Europe');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  const waitlistDownload = page.waitForEvent('download');
  await page.locator('section', { has: page.getByRole('heading', { name: 'Waitlist signups' }) }).getByRole('button', { name: 'Download CSV' }).click();
  const waitlistFile = await waitlistDownload;
  expect(waitlistFile.suggestedFilename()).toMatch(/^worknest-waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
  const waitlistCsv = (await readFile(await waitlistFile.path())).toString('utf8');
  expect(waitlistCsv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Submitted at (UTC),Email,Role,Company,Company size,Primary regions,Form,First submitted at (UTC),Submissions',
  );
  expect(waitlistCsv).toContain(`${older},HR/People Ops,"Acme, ""EU""",11-50,Europe,Waitlist modal,`);
  expect(waitlistCsv).toContain(`${newer},Employee,,,,Quick form,`);

  const demoDownload = page.waitForEvent('download');
  await page.locator('section', { has: page.getByRole('heading', { name: 'Demo requests' }) }).getByRole('button', { name: 'Download CSV' }).click();
  const demoCsv = (await readFile(await (await demoDownload).path())).toString('utf8');
  expect(demoCsv).toContain(`'=cmd|calc,${demo},Globex,Ops/Facilities,501+,"Two lines\nof text"`);

  await mkdir(SCREENSHOTS, { recursive: true });
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SCREENSHOTS}admin-marketing-${viewport.width}x${viewport.height}.png`, fullPage: true });
    await expectNoWiderThan(page, viewport.width, 'admin-marketing');
  }
});
