import { expect as baseExpect, test } from './support/fixtures';
import { expectNoWiderThan, PHONE, signIn } from './support/journeys';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Issue 31, ADR 0198: a page's sections below its first screen render when they are scrolled near,
 * or all at once at the member's first key press (Tab order, find-in-page). sam@acme.test opens
 * the profile on a phone: "Your data" waits as a placeholder while he stays at the top, renders
 * when he scrolls to it; after a reload one key press renders every section, and the page, every
 * section rendered, is no wider than the phone.
 */
test('the profile renders its lower sections when scrolled near, and all at the first key press', async ({ page, waitForMail }) => {
  test.setTimeout(300_000);
  await signIn(page, 'sam@acme.test', waitForMail);
  await page.setViewportSize(PHONE);
  await page.goto('/app/profile');
  const yourData = page.locator('section#your-data');
  await expect(yourData).toBeAttached();
  const waiting = page.locator('[data-below-the-fold="waiting"]');
  // Idle for a while at the top of the page: the sections below wait with their placeholders.
  await page.waitForTimeout(2_000);
  await expect(yourData.locator('[data-below-the-fold="waiting"]')).toHaveCount(1);
  await expect(yourData.getByLabel('Loading your data controls')).toBeAttached();
  await expect(page.getByRole('link', { name: 'Download my data' })).toHaveCount(0);
  expect(await waiting.count()).toBeGreaterThan(1);

  await yourData.scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: 'Download my data' })).toBeVisible();

  // A keyboard user: the first key press renders every section, so Tab reaches each one in order.
  await page.reload();
  await expect(page.locator('section#notifications')).toBeAttached();
  await page.waitForTimeout(1_000);
  expect(await waiting.count()).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'New messages' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Download my data' })).toBeAttached();
  // Sam's credits once widened the whole page to 476 px (a long note in a grid's auto column).
  await expectNoWiderThan(page, PHONE.width, 'profile');
});

/**
 * Issue 31: the listings grid does not move once it shows. On a phone the row above the grid wraps,
 * and the "Near" office control used to appear only when `GET /api/offices` answered: when that came
 * after the grid, every card moved down (Lighthouse's layout shift on /app/listings). The offices
 * are held back here until the grid has shown; the control is there, disabled, and nothing moves.
 */
test('the listings grid does not move when the offices arrive after it', async ({ page, waitForMail }) => {
  test.setTimeout(180_000);
  await signIn(page, 'sam@acme.test', waitForMail);
  await page.setViewportSize(PHONE);
  let releaseOffices!: () => void;
  const officesHeld = new Promise<void>((resolve) => (releaseOffices = resolve));
  await page.route('**/api/offices', async (route) => {
    await officesHeld;
    await route.continue();
  });
  await page.goto('/app/listings');
  const firstCard = page.getByRole('main').locator('ul li article').first();
  await expect(firstCard).toBeVisible();
  const near = page.getByLabel('Near', { exact: true });
  await expect(near).toBeDisabled();
  const before = (await firstCard.boundingBox())!.y;
  releaseOffices();
  await expect(near).toBeEnabled();
  await expect(near.getByRole('option', { name: 'Acme Lisbon' })).toBeAttached();
  expect((await firstCard.boundingBox())!.y).toBe(before);
});

/**
 * The Latin characters every platform's interface font has (San Francisco, Segoe UI, Roboto, Noto
 * Sans, Arial): Basic Latin and Latin-1, the general punctuation block, the euro sign and a few
 * more. It is the range of the Latin file of the web font the app used before ADR 0203.
 */
const COMMON_LATIN: [number, number][] = [[0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da], [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac], [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff], [0xfffd, 0xfffd]];

/**
 * Issue 31 (ADR 0202, ADR 0203): the pages members open most download no font file (they are set
 * in the platform's own font) and show only characters every interface font has. A character
 * outside them ("♡", "→") made the first layout look up a fallback font: 40-54 ms instead of
 * 24-32 ms on the listing page.
 */
test('the busiest pages load no font file and show only common Latin characters', async ({ page, waitForMail }) => {
  test.setTimeout(240_000);
  await signIn(page, 'sam@acme.test', waitForMail);
  await page.setViewportSize(PHONE);
  const outsideCommonLatin = () =>
    page.evaluate((ranges) => {
      const covered = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);
      const fonts = performance.getEntriesByType('resource').filter((entry) => /\.(woff2?|ttf|otf)(\?|$)/.test(entry.name));
      return [...fonts.map((entry) => `font file ${entry.name}`), ...new Set([...document.body.innerText].filter((char) => !covered(char.codePointAt(0)!)))];
    }, COMMON_LATIN);
  await page.goto('/app/listings');
  const firstListing = page.getByRole('heading', { level: 2 }).getByRole('link').first();
  await expect(firstListing).toBeVisible();
  expect(await outsideCommonLatin(), '/app/listings').toEqual([]);
  await firstListing.click();
  await expect(page).toHaveURL(/\/app\/listings\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(await outsideCommonLatin(), 'a listing').toEqual([]);
  for (const path of ['/app/bookings', '/app/profile', '/app/messages']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every section rendered (the first key press, ADR 0198), not only the first screen.
    await page.keyboard.press('Tab');
    await page.waitForTimeout(1_000);
    expect(await outsideCommonLatin(), path).toEqual([]);
  }
});
