import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, PHONE, expectNoAxeViolations, signIn, screenshotsAtBothSizes } from './support/journeys';

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

/**
 * Issue 31: on a listing's page the map (MapLibre: seconds of a phone's main thread to start) loads
 * only when its place is scrolled near, not at first render. alex@acme.test opens sam's loft on a
 * phone: the map's place waits with its placeholder and MapLibre is not fetched; scrolled to "Where
 * it is", the area map appears.
 */
test('a listing page loads its map when it is scrolled near, not at first render', async ({ page, waitForMail }) => {
  test.setTimeout(300_000);
  await signIn(page, 'alex@acme.test', waitForMail);
  await page.setViewportSize(PHONE);
  await page.goto('/app/listings');
  await page.getByRole('link', { name: 'Harbour loft with a standing desk' }).first().click();
  await expect(page).toHaveURL(/\/app\/listings\/[0-9a-f-]{36}$/);
  // A first visit to the page, as from a link in a mail.
  const mapScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/maplibre-gl-[^/]*\.js$/.test(request.url())) mapScripts.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Harbour loft with a standing desk', level: 1 })).toBeVisible();
  const where = page.getByRole('heading', { name: 'Where it is' });
  await expect(where).toBeAttached();
  // Idle for a while at the top of the page: the map waits below the first screen.
  await page.waitForTimeout(3_000);
  await expect(page.getByLabel('Loading the map')).toBeAttached();
  await expect(page.getByTestId('map')).toHaveCount(0);
  expect(mapScripts).toEqual([]);

  await where.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('map').locator('canvas')).toBeVisible();
  expect(mapScripts).toHaveLength(1);
  await screenshotsAtBothSizes(page, 'listing-detail-map-scrolled', 1_500);
});

/**
 * Issue 41, HR → Offices: hana@acme.test (HR) finds Acme's three demo offices from the HR
 * Dashboard, is told what is missing, adds an office (placed on its town by the local gazetteer),
 * renames it and deletes it again, by keyboard where a person would. Screenshots at both sizes.
 */
test('HR lists, adds, edits and deletes an office', async ({ page, waitForMail }) => {
  test.setTimeout(600_000);
  await signIn(page, 'hana@acme.test', waitForMail);
  await page.goto('/app/hr');
  await page.getByRole('link', { name: 'Offices' }).click();
  await expect(page).toHaveURL(/\/app\/hr\/offices$/);
  await expect(page.getByRole('heading', { name: 'Offices', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Offices' });
  for (const name of ['Acme Lisbon', 'Acme Berlin', 'Acme Copenhagen']) await expect(list.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('map').locator('canvas')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'hr-offices', 1_500);

  // Add: the form says what is missing before anything is sent, with the server's messages.
  await page.getByRole('button', { name: 'Add office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an office' });
  await expect(dialog.getByLabel('Office name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add office' }).click();
  await expect(dialog.getByText("Enter the office's name (at most 80 characters).")).toBeVisible();
  await expect(dialog.getByText(/Enter the office's address \(5 to 200 characters\)/)).toBeVisible();
  await expect(dialog.getByLabel('Office name')).toBeFocused();
  await dialog.getByLabel('Office name').fill('acme lisbon');
  await dialog.getByLabel('Address').fill('Rua de Santa Catarina 1, 4000-447 Porto, Portugal');
  await dialog.getByRole('button', { name: 'Add office' }).click();
  await expect(dialog.getByText('Two offices have the same name.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotsAtBothSizes(page, 'hr-offices-add-errors', 300);
  await dialog.getByLabel('Office name').fill('Acme Porto');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const porto = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Acme Porto' }) });
  await expect(porto.getByText('Rua de Santa Catarina 1, 4000-447 Porto, Portugal')).toBeVisible();
  // The local gazetteer knows towns, not streets: the office stands on Porto's centre, and HR is told.
  await expect(porto.getByText('Town only')).toBeVisible();
  await expect(page.getByText('4 of 20 offices.')).toBeVisible();

  // Edit: the dialog is filled in; focus comes back to the Edit button when it closes.
  await porto.getByRole('button', { name: 'Edit Acme Porto' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Acme Porto' });
  await expect(edit.getByLabel('Office name')).toHaveValue('Acme Porto');
  await edit.getByLabel('Office name').fill('Acme Porto Hub');
  await edit.getByRole('button', { name: 'Save office' }).click();
  await expect(edit).toBeHidden();
  const hub = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Acme Porto Hub' }) });
  await expect(hub).toBeVisible();
  await expect(hub.getByRole('button', { name: 'Edit Acme Porto Hub' })).toBeFocused();

  // Delete, confirmed; the three demo offices stay for the other journeys.
  await hub.getByRole('button', { name: 'Delete Acme Porto Hub' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Acme Porto Hub?' }).getByRole('button', { name: 'Delete office' }).click();
  await expect(hub).toBeHidden();
  await expect(page.getByText('3 of 20 offices.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Offices', level: 1 })).toBeFocused();

  // A member reads only the offices with a position; Porto is gone from theirs too.
  const members = await page.request.get('/api/offices');
  expect(((await members.json()) as { offices: Array<{ name: string }> }).offices.map((office) => office.name).sort()).toEqual(['Acme Berlin', 'Acme Copenhagen', 'Acme Lisbon']);
});

/**
 * Issue 41, the pin: sam@acme.test edits the loft and corrects its position on the map, by the
 * arrow keys on the pin, by the buttons under the map and by dragging it; the latitude and
 * longitude boxes follow. The change is not saved (other journeys read the loft).
 */
test('the host moves the pin of a home by keyboard and by dragging it', async ({ page, waitForMail }) => {
  test.setTimeout(600_000);
  await signIn(page, 'sam@acme.test', waitForMail);
  await page.goto('/app/profile');
  await page.getByRole('button', { name: 'Edit Harbour loft with a standing desk' }).click();
  const form = page.getByRole('form', { name: 'Edit Listing' });
  const latitude = form.getByLabel('Pin latitude');
  const longitude = form.getByLabel('Pin longitude');
  await expect(latitude).toHaveValue('38.7087');
  await expect(form.getByTestId('pin-map').locator('canvas')).toBeVisible();
  const pin = form.getByRole('button', { name: /^Pin of your home/ });
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await expect(latitude).toHaveValue('38.70879');
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(longitude).not.toHaveValue('-9.1493');
  expect(Number(await longitude.inputValue())).toBeLessThan(-9.1493);
  await form.getByRole('button', { name: 'Move the pin 10 metres south' }).click();
  await expect(latitude).toHaveValue('38.7087');

  // Dragging: the pin follows the mouse, and the boxes take where it was dropped.
  const before = Number(await longitude.inputValue());
  await pin.scrollIntoViewIfNeeded();
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(before);
  expect(Number(await latitude.inputValue())).toBeLessThan(38.7087);
  await form.getByTestId('pin-map').scrollIntoViewIfNeeded();
  await screenshotsAtBothSizes(page, 'listing-form-pin', 1_500);
  await form.getByRole('button', { name: 'Cancel' }).click();
});
