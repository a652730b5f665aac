import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { renderBelowTheFold } from './support/below-the-fold';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoAxeViolations, signedInPage } from './support/journeys';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Issue 29, items 9 and 10: the header's tabs (Listings, My Bookings, Messages, My Profile) mark
 * the current page; the profile names the username "Username (optional)" and is split into
 * sections a member jumps between from an in-page navigation, with the keyboard too.
 */

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${size.width}x${size.height}.png` });
}

test('the header leads to My Bookings and marks the current tab; the profile has sections to jump between', async ({ browser, waitForMail }) => {
  test.setTimeout(240_000);
  const page = await signedInPage(browser, 'alex@acme.test', waitForMail);
  await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
  const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const tab = (name: string) => main.getByRole('link', { name, exact: true });

  await expect(tab('Listings')).toHaveAttribute('aria-current', 'page');
  await expect(tab('My Bookings')).not.toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/app/messages');

  // My Bookings from the header, not only from the profile.
  await tab('My Bookings').click();
  await expect(page).toHaveURL(/\/app\/bookings$/);
  await expect(tab('My Bookings')).toHaveAttribute('aria-current', 'page');
  await expect(tab('Listings')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();

  // The profile: its sections, each reachable from the section navigation.
  await tab('My Profile').click();
  await expect(tab('My Profile')).toHaveAttribute('aria-current', 'page');
  const sections = page.getByRole('navigation', { name: 'Profile sections' });
  await expect(sections.getByRole('link')).toHaveText(['Details', 'My Listings', 'My Bookings', 'My Hostings', 'Payouts', 'Saved searches', 'Blocked members', 'Your data', 'Notifications']);

  // Item 9: the username is called what it is.
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('Username (optional)', { exact: true })).toBeVisible();
  await expect(page.getByText('Name (Optional)', { exact: true })).toHaveCount(0);
  await details.getByRole('button', { name: 'Edit' }).click();
  await expect(details.getByLabel('Username (optional)')).toBeVisible();
  await expect(details.getByLabel('Phone (optional)')).toBeVisible();
  await details.getByRole('button', { name: 'Cancel' }).click();

  // The page composes other features' cards: check it once they have loaded (scrolled to, ADR 0198).
  await page.waitForLoadState('networkidle');
  await renderBelowTheFold(page);
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0, { timeout: 60_000 });
  await expectNoAxeViolations(page);
  await screenshot(page, 'profile-sections');

  // With the keyboard: focus the Payouts link, Enter: the page is at that section, and focus is in it.
  await sections.getByRole('link', { name: 'Payouts' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/profile#payouts$/);
  const payouts = page.locator('section#payouts');
  await expect(payouts).toBeInViewport();
  await expect(payouts).toBeFocused();
  await screenshot(page, 'profile-sections-payouts');

  // A link from another page lands on its section.
  await page.goto('/app/listings');
  await page.getByRole('link', { name: 'Your homes' }).click();
  await expect(page).toHaveURL(/\/app\/profile#my-listings$/);
  await expect(page.locator('section#my-listings')).toBeInViewport();

  // On a phone the four tabs fit one row and keep their names.
  await page.setViewportSize(PHONE);
  await page.goto('/app/bookings');
  await expect(tab('My Bookings')).toHaveAttribute('aria-current', 'page');
  for (const name of ['Listings', 'My Bookings', 'My Profile']) await expect(tab(name)).toBeVisible();
  const boxes = await Promise.all(['Listings', 'My Bookings', 'My Profile'].map(async (name) => (await tab(name).boundingBox())!));
  expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
  expect(Math.max(...boxes.map((box) => box.x + box.width))).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'header-my-bookings');
  await page.goto('/app/profile');
  await expect(page.getByRole('navigation', { name: 'Profile sections' })).toBeVisible();
  await screenshot(page, 'profile-sections');
  await page.setViewportSize(DESKTOP);
  await page.goto('/app/bookings');
  await screenshot(page, 'header-my-bookings');
  await page.context().close();
});
