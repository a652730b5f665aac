import { expect, type Page } from '@playwright/test';

/** A part of a page that renders when it is scrolled near (or at the first key press): BelowTheFold, ADR 0198. */
const WAITING = '[data-below-the-fold="waiting"]';

/**
 * Scrolls to each part of the page still waiting below the fold, as a member scrolling down does,
 * until every one has rendered, then puts the scroll position back. Call it once the page shows
 * what you are waiting for below (its placeholders are on the page): it stops at once when none wait.
 * Journeys that read, check (axe) or photograph a whole page use it.
 */
export async function renderBelowTheFold(page: Page): Promise<void> {
  const waiting = page.locator(WAITING);
  const scrollY = await page.evaluate(() => window.scrollY);
  for (let count = await waiting.count(); count > 0; count = await waiting.count()) {
    const before = count;
    // Scrolled in the page, in one step (a part may render on its own between two steps of the test),
    // and again until one renders: the page may scroll itself meanwhile (a #fragment's section once its list is in).
    await expect(async () => {
      await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), WAITING);
      expect(await waiting.count(), 'a part below the fold did not render once scrolled to').toBeLessThan(before);
    }).toPass({ timeout: 15_000, intervals: [100, 250, 500, 1_000] });
  }
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
}

/** `/app/profile` (with `#section` if given) with every section rendered. */
export async function openProfile(page: Page, hash = ''): Promise<void> {
  await page.goto(`/app/profile${hash}`);
  await renderProfile(page);
}

/** The profile on screen (after a reload or a redirect back to it) with every section rendered: the last section's anchor is on the page first. */
export async function renderProfile(page: Page): Promise<void> {
  await page.locator('section#notifications').waitFor({ state: 'attached', timeout: 30_000 });
  await renderBelowTheFold(page);
}
