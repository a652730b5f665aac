import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/*
 * Issue 40: what every language journey checks (test/e2e/languages*.spec.ts). A screen converted
 * to catalogs shows, in the pseudo-locale (`?lang=pseudo`: English accented, lengthened, each text
 * in ⟦ ⟧), no visible text outside ⟦ ⟧ except the brand, the switcher's language code and values
 * (an e-mail address); elements marked `data-i18n-exempt` (the binding English legal text, a
 * member's own words such as a listing's title, a person's name) and dates in `<time>` (formatted
 * by Intl in the active language, not by a catalog) are left out. axe with the WCAG 2.2 AA rules finds
 * nothing in English and in German.
 */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The brand, the switcher's language code, and values a page shows (an e-mail address). */
export const NOT_FROM_A_CATALOG_ALLOWED = /^(Worknest|EN|en)$|@/;

/** The visible texts of the page that are not inside a catalog's ⟦ ⟧. */
export async function textsOutsideCatalogs(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const exempt of clone.querySelectorAll('[data-i18n-exempt], time, script, style, [hidden], .sr-only')) exempt.remove();
    // innerText needs the clone in the document to lay it out; it is off-screen and removed at once.
    clone.style.position = 'absolute';
    clone.style.left = '-99999px';
    document.documentElement.appendChild(clone);
    const visible = clone.innerText;
    clone.remove();
    return visible;
  });
  // A catalog text can hold another (a value from the catalog): take out the innermost ⟦ ⟧ first.
  let outside = text;
  for (let inner = outside.replace(/⟦[^⟦⟧]*⟧/g, ' '); inner !== outside; inner = outside.replace(/⟦[^⟦⟧]*⟧/g, ' ')) outside = inner;
  return outside
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((word) => word !== '')
    .filter((word) => /\p{L}/u.test(word) && !NOT_FROM_A_CATALOG_ALLOWED.test(word));
}

export async function expectNoWcagViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`)).toEqual([]);
}

/**
 * The language switcher has loaded (it comes after the first paint, in a chunk of its own: at load
 * 20 it took more than the 5 s default in a fresh-clone CI, 2026-11-29).
 */
export async function switcher(page: Page) {
  const button = page.getByRole('button', { name: /Language|Sprache|Langue|Idioma|Taal|Ļáñĝúáĝé/ }).first();
  await expect(button).toBeVisible({ timeout: 20_000 });
  return button;
}
