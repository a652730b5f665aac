import { expect as baseExpect, test } from './support/fixtures';
import { expectNoAxeViolations, signedInPage, screenshotsAtBothSizes } from './support/journeys';

// The first call of each function waits for its cold start on a shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 38: HR → Directory sync. hana@acme.test (hr) sees the SCIM base URL, rotates Acme's
 * seeded token (the new one is shown once), and the token then answers SCIM as an identity
 * provider would call it. Screenshots at phone and laptop sizes.
 */

test('hana rotates the directory-sync token on /app/hr and it answers SCIM', async ({ browser, waitForMail }) => {
  test.setTimeout(180_000);
  const hana = await signedInPage(browser, 'hana@acme.test', waitForMail);
  await hana.goto('/app/hr');
  await expect(hana.getByRole('heading', { name: 'Directory sync' })).toBeVisible();
  const baseUrl = hana.getByLabel('SCIM base URL');
  await expect(baseUrl).toHaveValue(/\/scim\/v2$/);
  await expect(hana.getByLabel('Secret token')).toHaveCount(0);

  // Acme's demo token exists already, so the button rotates it.
  await hana.getByRole('button', { name: 'Rotate token' }).click();
  const tokenField = hana.getByLabel('Secret token');
  await expect(tokenField).toHaveValue(/^scim_[A-Za-z0-9_-]{43}$/);
  await expect(hana.getByText(/The previous token works until/)).toBeVisible();
  await expectNoAxeViolations(hana);
  await screenshotsAtBothSizes(hana, 'hr-directory-sync');

  const token = await tokenField.inputValue();
  const answer = await hana.request.get(`${await baseUrl.inputValue()}/Users?filter=${encodeURIComponent('userName eq "sam@acme.test"')}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const list = (await answer.json()) as { totalResults: number; Resources: { userName: string; active: boolean }[] };
  expect(list.totalResults).toBe(1);
  expect(list.Resources[0]).toMatchObject({ userName: 'sam@acme.test', active: true });

  // Shown once: after a reload the page has the base URL but no token.
  await hana.reload();
  await expect(hana.getByLabel('SCIM base URL')).toBeVisible();
  await expect(hana.getByLabel('Secret token')).toHaveCount(0);
});
