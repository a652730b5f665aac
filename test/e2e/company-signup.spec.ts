import { randomUUID } from 'node:crypto';
import { addTxtRecord } from '@worknest/local-cloud/dns/dns-records';
import { expect as baseExpect, test } from './support/fixtures';
import { allowConsoleErrors, DESKTOP, expectNoAxeViolations, screenshotsAtBothSizes, watchConsole } from './support/journeys';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 38, self-serve company sign-up in the browser: from the landing page's pricing to
 * /for-companies (a free-mail address refused at its field), the e-mailed confirmation link, the
 * first-visit step, the setup page (the domain's TXT record and Verify), the setup fee paid on
 * Stripe Checkout's hosted page (the local emulator's, with a test card), back to an active
 * company and the HR dashboard. Screenshots at phone and desktop sizes of each page.
 */
test('a company signs up by itself, verifies its domain, pays the setup fee and is active', async ({ browser, waitForMail, localEnv }) => {
  test.setTimeout(600_000);
  const domain = `signup-${randomUUID().slice(0, 6)}.test`;
  const email = `fay@${domain}`;
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  watchConsole(page);

  await page.goto('/');
  const pricing = page.locator('#pricing');
  await pricing.scrollIntoViewIfNeeded();
  await pricing.getByRole('link', { name: 'Sign up your company' }).click();
  await expect(page).toHaveURL(/\/for-companies$/);
  await expect(page.getByRole('heading', { name: 'Bring Worknest to your company' })).toBeVisible();

  // Checked in the browser first, then by the server (free-mail domains are a list it keeps): its 400 is expected.
  allowConsoleErrors(page, /for-companies: Failed to load resource: the server responded with a status of 400/);
  await page.getByRole('button', { name: 'Sign up your company' }).click();
  await expect(page.getByText('Please enter your first name.')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill('Fay');
  await page.getByLabel('Last name').fill('Founder');
  await page.getByLabel('Company name').fill('Gadget Works');
  await page.getByLabel('Work email').fill('fay@gmail.com');
  await expect(page.getByLabel('Company domain')).toHaveValue('gmail.com');
  await page.getByRole('button', { name: 'Sign up your company' }).click();
  await expect(page.getByText('Please use your company e-mail: free and disposable e-mail providers cannot sign up a company.')).toBeVisible();
  await page.getByLabel('Work email').fill(email);
  await expect(page.getByLabel('Company domain')).toHaveValue(domain);
  await expect(page.getByText('Please use your company e-mail: free and disposable e-mail providers cannot sign up a company.')).toBeHidden();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'company-signup-form');

  const since = Math.floor(Date.now() / 1000) - 1;
  await page.getByRole('button', { name: 'Sign up your company' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await screenshotsAtBothSizes(page, 'company-signup-sent');

  const mail = await waitForMail(email, { sinceSeconds: since });
  const link = /https?:\/\/\S+\/for-companies\/confirm#token=[\w%-]+/.exec(mail.body.text ?? '')?.[0];
  expect(link, mail.body.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirm your company sign-up' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm and start the setup' }).click();

  // The first-visit step, with the names of the sign-up already in.
  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Fay');
  await page.getByLabel(/I am 18 or older/).check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/app\/company\/setup$/);
  await expect(page.getByRole('heading', { name: 'Gadget Works', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1. Verify your domain' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'company-setup-pending');

  // Step 1: publish the TXT record the page shows, then Verify.
  const record = (await page.locator('code').filter({ hasText: 'worknest-verification=' }).textContent())!.trim();
  await addTxtRecord(localEnv.LOCAL_DNS_RECORDS_DIR!, domain, record);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`${domain} is verified. One step left: pay the setup fee.`).first()).toBeVisible();
  await expect(page.getByText(/Verified on /)).toBeVisible();

  // Step 2: the setup fee on Stripe Checkout's page (the local emulator's hosted page).
  await page.getByRole('button', { name: /^Pay €[\d,.]+ by card$/ }).click();
  await expect(page.getByRole('heading', { name: /Worknest setup fee: Gadget Works/ })).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await screenshotsAtBothSizes(page, 'company-setup-checkout-declined');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${String(new Date().getUTCFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/app\/company\/setup\?payment=done$/);
  // Stripe's checkout.session.completed reaches the webhook, which activates the company; the page polls.
  await expect(page.getByRole('heading', { name: 'Gadget Works is active' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Paid on /)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'company-setup-active');

  await page.getByRole('link', { name: 'Open the HR dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/hr$/);
  await expect(page.getByText(email).first()).toBeVisible();
});
