import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, signIn, screenshotsAtBothSizes } from './support/journeys';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Issue 41 in the browser: alex@acme.test opens the confirmed loft stay (demo data) from My
 * Bookings and finds the full address, the map with its pin and sam's arrival guide; then the
 * listings page with the map open (pins with prices, `map=1` in the address) and the search near
 * the Acme Lisbon office with its distances. Screenshots at phone and laptop sizes.
 */

test('the guest finds the address, the map and the arrival guide; the listings open on a map near the office', async ({ page, waitForMail }) => {
  test.setTimeout(600_000);
  await signIn(page, 'alex@acme.test', waitForMail);

  await page.goto('/app/bookings');
  // Alex may have other trips (other journeys book with the demo accounts): the loft's own card,
  // the innermost block holding both its title link and the stay page link.
  const loft = page
    .locator('div')
    .filter({ has: page.getByRole('link', { name: 'Harbour loft with a standing desk', exact: true }) })
    .filter({ has: page.getByRole('link', { name: 'Address and arrival guide' }) })
    .last();
  const link = loft.getByRole('link', { name: 'Address and arrival guide' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/app\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Harbour loft with a standing desk' })).toBeVisible();
  await expect(page.getByTestId('stay-address')).toHaveText('Rua da Boavista 112, 1200-066 Lisbon, Lisbon, Portugal');
  const guide = page.getByTestId('arrival-guide');
  await expect(guide).toContainText('Boavista-Loft-5G');
  await expect(guide).toContainText('harbour-desk-500');
  await expect(page.getByText('Quiet hours 22:00–08:00')).toBeVisible();
  // The map loads MapLibre and the local basemap; its canvas appears.
  await expect(page.getByTestId('map').locator('canvas')).toBeVisible();
  await screenshotsAtBothSizes(page, 'getting-there-stay', 1_500);

  await page.goto('/app/listings?map=1');
  await expect(page.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('map').locator('canvas')).toBeVisible();
  await expect(page.locator('[data-pin]').first()).toBeVisible();
  await screenshotsAtBothSizes(page, 'getting-there-listings-map', 1_500);

  // Near the Acme Lisbon office: the loft is alex's colleague's, so it is in the grid with its distance.
  await page.setViewportSize(DESKTOP);
  await page.getByLabel('Near', { exact: true }).selectOption({ label: 'Acme Lisbon' });
  await expect(page).toHaveURL(/near=[0-9a-f-]{36}/);
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page).toHaveURL(/map=1/);
  await expect(page.getByText(/\d+\.\d km from Acme Lisbon/).first()).toBeVisible();
  await screenshotsAtBothSizes(page, 'getting-there-near-office', 1_500);
});
