import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { DESKTOP, expectNoAxeViolations, PHONE, SCREENSHOTS, signedInPage } from './support/journeys';
import { useLocalStore } from './support/store-records';
import { openProfile } from './support/below-the-fold';

/**
 * Issue 13 in the browser: a new member's first visit asks for their name (with 18+ and the
 * Terms); Profile → Your data downloads their data as a JSON file and deletes the account after
 * they type their e-mail address. A fresh account of its own, so it runs beside other specs.
 */
test('a new member names themself at the first visit, downloads their data and deletes their account', async ({ browser, waitForMail }) => {
  test.slow();
  const email = `privacy-${randomUUID().slice(0, 8)}@acme.test`;
  const page = await signedInPage(browser, email, waitForMail, {}, { firstName: 'Rosa', lastName: 'Parkes' });
  await expect(page.getByText(/Welcome, Rosa/)).toBeVisible();

  await openProfile(page);
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^worknest-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string; firstName: string; lastName: string } };
  expect(data.profile).toMatchObject({ email, firstName: 'Rosa', lastName: 'Parkes' });

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await dialog.getByLabel('Type your e-mail address to confirm').fill(email.toUpperCase());
  await expectNoAxeViolations(page);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SCREENSHOTS}privacy-delete-${viewport.width}x${viewport.height}.png` });
  }
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  // Issue 29 (15): the landing page says the account is gone, in a status message that takes
  // focus (read out as the page opens) and stays after a toast would have gone.
  const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted' });
  await expect(notice).toBeVisible();
  await expect(notice).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(6_000);
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SCREENSHOTS}privacy-deleted-landing-${viewport.width}x${viewport.height}.png` });
  }
  await notice.getByRole('button', { name: 'Close the message' }).click();
  await expect(notice).toHaveCount(0);
  await waitForMail(email, { where: (mail) => mail.subject === 'Your Worknest account has been deleted' });

  // The session is gone: the app sends the visitor to sign in.
  await page.goto('/app/profile');
  await expect(page).toHaveURL(/\/login/);
  await page.context().close();
});

/**
 * Members who confirmed 18+ and the Terms before the name step existed have no names (issue 13):
 * the guard asks for the names alone, and the server keeps the time of the first confirmation.
 */
test('a member who confirmed before names were asked gives them at the next visit', async ({ browser, waitForMail, localEnv }) => {
  useLocalStore(localEnv);
  const { createUser, getUser } = await import('@worknest/functions/store/users');
  const confirmedAt = '2025-01-15T09:00:00.000Z';
  const member = await createUser({ email: `nameless-${randomUUID().slice(0, 8)}@acme.test`, companyDomain: 'acme.test', eligibilityConfirmedAt: confirmedAt });

  const page = await signedInPage(browser, member.email, waitForMail);
  await expect(page.getByRole('heading', { name: 'Tell us your name' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(/I am 18 or older/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Tell us your name' })).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(/Welcome, Noor/)).toBeVisible();

  expect(await getUser(member.id)).toMatchObject({ firstName: 'Noor', lastName: 'Haddad', eligibilityConfirmedAt: confirmedAt });
  await page.context().close();
});
