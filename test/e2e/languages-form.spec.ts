import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { addDays, utcDate } from '@worknest/shared/booking';
import { expect, test } from './support/fixtures';
import { DESKTOP, expectNoWiderThan, PHONE, SCREENSHOTS, signedInPage } from './support/journeys';
import { expectNoWcagViolations, switcher, textsOutsideCatalogs } from './support/languages';
import { newCopenhagenListing, newMember, useLocalStore } from './support/store-records';
import { renderBelowTheFold } from './support/below-the-fold';

/*
 * Issue 40 part 2, area "messages and the listing form": /app/messages (namespace `messages`) and,
 * on the profile, My Listings with the Create Listing and Edit Listing forms, the photo uploader
 * and Saved searches (namespace `listing-form`; amenity and type names from `listings`).
 * A host of its own (no demo account: the journey writes data) with a home, a guest's paid stay
 * there and a conversation about it (the guest's message, the host's reply, a system line).
 * - In the pseudo-locale no visible text is outside ⟦ ⟧ (names, titles and messages are the
 *   members' own words, marked data-i18n-exempt; dates are in <time>; the profile's other sections
 *   are other areas' and left out here). The system line is written from its code (ADR 0187): it
 *   must be the catalog's in the pseudo-locale and German, in the thread and in the list.
 * - axe with the WCAG 2.2 AA rules finds nothing in English and in German.
 * - German at 390 px: screenshots test-results/screenshots/languages-form-*, looked at by a person.
 */
const DOMAIN = 'acme.test';
const TITLE = 'Quiet flat by the lakes';
const WITHDRAWN = { checkIn: '2031-03-12', checkOut: '2031-03-15' };

async function arrange(localEnv: Record<string, string>): Promise<{ hostEmail: string; conversationId: string }> {
  const host = await newMember(localEnv, DOMAIN, 'Hanna', 'Host');
  const guest = await newMember(localEnv, DOMAIN, 'Gerd', 'Gast');
  useLocalStore(localEnv);
  const flat = await newCopenhagenListing(host.id, DOMAIN, TITLE);
  const { seedPaidStay } = await import('@worknest/scripts/seed/bookings-seed');
  const checkIn = addDays(utcDate(Date.now()), 20);
  await seedPaidStay(flat, guest.id, { checkIn, checkOut: addDays(checkIn, 3), numberOfGuests: 2 }, Date.now());
  const { startConversation } = await import('@worknest/functions/domain/messaging/start-conversation');
  const { sendMessage } = await import('@worknest/functions/domain/messaging/send-message');
  const { postStayNotice } = await import('@worknest/functions/domain/messaging/post-stay-notice');
  const { requestWithdrawnLine } = await import('@worknest/shared/system-lines');
  const { conversation } = await startConversation({ guestId: guest.id, hostId: host.id, listingId: flat.id });
  await sendMessage(conversation.id, guest.id, 'Hello Hanna, is there a desk lamp in the flat?');
  await sendMessage(conversation.id, host.id, 'Yes, and a second screen too.');
  // A system line (issue 40, ADR 0187: stored with its code and values): an earlier request the guest withdrew.
  await postStayNotice({ guestId: guest.id, hostId: host.id, listingId: flat.id }, guest.id, requestWithdrawnLine(WITHDRAWN, 'guest'));
  return { hostEmail: host.email, conversationId: conversation.id };
}

async function visit(page: Page, route: string, lang: string): Promise<void> {
  const [path, hash] = route.split('#');
  await page.goto(`${path}${path!.includes('?') ? '&' : '?'}lang=${lang}${hash ? `#${hash}` : ''}`);
  // A busy machine: the session check and the page's data can take a while.
  await expect(page.locator('main').locator('h1, h2').first()).toBeAttached({ timeout: 30_000 });
  await switcher(page);
  // Every part of the page, below the fold too (ADR 0198).
  await renderBelowTheFold(page);
  await expect(page.locator('main [role="status"][aria-label], main .animate-pulse')).toHaveCount(0, { timeout: 30_000 });
}

/** The profile's sections other areas convert (their own journeys check them): left out of this area's check. */
async function onlyMySections(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll('main section[id]')) {
      if (section.id !== 'my-listings' && section.id !== 'saved-searches') section.setAttribute('data-i18n-exempt', '');
    }
  });
}

/** The Create Listing form (opened by the profile's `#create-listing`) once its uploader has loaded. */
async function createForm(page: Page) {
  const form = page.locator('#create-listing form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.getByTestId('photo-input')).toBeAttached({ timeout: 30_000 });
  return form;
}

/** Edit Listing for the host's home (its row's first button names the title). */
async function editForm(page: Page) {
  await page.locator('#my-listings li').filter({ hasText: TITLE }).getByRole('button', { name: new RegExp(TITLE) }).first().click();
  const form = page.locator('#edit-listing form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.getByTestId('photo-input')).toBeAttached({ timeout: 30_000 });
  return form;
}

test.describe('languages: messages and the listing form (issue 40)', () => {
  test('pseudo-locale, axe in English and German, German at 390 px', async ({ browser, localEnv, waitForMail }) => {
    test.setTimeout(480_000);
    const { hostEmail, conversationId } = await arrange(localEnv);
    const thread = `/app/messages/${conversationId}`;
    const page = await signedInPage(browser, hostEmail, waitForMail, { viewport: DESKTOP, locale: 'en-US' });

    // Pseudo-locale: the list and the open thread side by side, then the list alone.
    await visit(page, thread, 'pseudo');
    await expect(page.getByRole('log')).toBeVisible();
    await expect(page.getByText('Yes, and a second screen too.')).toBeVisible();
    await expect(page.getByRole('note')).toBeVisible();
    // The system line is the catalog's (not the server's English, which would be exempt from the check).
    await expect(page.getByRole('note')).toContainText('⟦');
    await expect(page.getByRole('note')).not.toContainText('withdrawn by the guest');
    expect(await textsOutsideCatalogs(page), thread).toEqual([]);
    await visit(page, '/app/messages', 'pseudo');
    expect(await textsOutsideCatalogs(page), '/app/messages').toEqual([]);
    // The list's preview of the system line (a note, in italics) is the catalog's too.
    await expect(page.locator(`main a[href$="${conversationId}"] .italic`)).toContainText('⟦');

    // My Listings with the Create Listing form, then the Edit Listing form of the host's home.
    await visit(page, '/app/profile#create-listing', 'pseudo');
    await createForm(page);
    await onlyMySections(page);
    expect(await textsOutsideCatalogs(page), 'Create Listing').toEqual([]);
    await editForm(page);
    await onlyMySections(page);
    expect(await textsOutsideCatalogs(page), 'Edit Listing').toEqual([]);

    // axe in English (the texts the journeys assert stay word for word).
    await visit(page, thread, 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('note')).toContainText('Request for Wed, Mar 12, 2031 – Sat, Mar 15, 2031 withdrawn by the guest. Nothing was charged.');
    await expect(page.getByRole('region', { name: 'Stay' }).getByText('Confirmed')).toBeVisible();
    await expectNoWcagViolations(page);
    await visit(page, '/app/profile#create-listing', 'en');
    let form = await createForm(page);
    await expect(form.getByText('Basic Information')).toBeVisible();
    await expectNoWcagViolations(page);
    form = await editForm(page);
    await expect(form.getByText('Booked or held by a guest (3 nights): these stay offered')).toBeVisible();
    await expectNoWcagViolations(page);

    // German: axe, and the screens at 390 px.
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.setViewportSize(PHONE);
    await visit(page, '/app/messages', 'de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { name: 'Nachrichten', level: 1 })).toBeVisible();
    // The list's last line (the system line) in German too.
    await expect(page.getByText('Anfrage für Mi., 12. März 2031 – Sa., 15. März 2031 vom Gast zurückgezogen. Es wurde nichts berechnet.')).toBeVisible();
    await expectNoWcagViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}languages-form-de-messages-390.png`, fullPage: true });
    await expectNoWiderThan(page, PHONE.width, `languages-form-de-messages`);
    await visit(page, thread, 'de');
    await expect(page.getByRole('region', { name: 'Aufenthalt' }).getByText('Bestätigt')).toBeVisible();
    await expect(page.getByText(/3 Nächte · 2 Gäste/)).toBeVisible();
    await expect(page.getByRole('note')).toContainText('Anfrage für Mi., 12. März 2031 – Sa., 15. März 2031 vom Gast zurückgezogen. Es wurde nichts berechnet.');
    await expectNoWcagViolations(page);
    await page.screenshot({ path: `${SCREENSHOTS}languages-form-de-thread-390.png`, fullPage: true });
    await expectNoWiderThan(page, PHONE.width, `languages-form-de-thread`);

    await visit(page, '/app/profile#create-listing', 'de');
    form = await createForm(page);
    await expect(form.getByText('Grundangaben')).toBeVisible();
    await expectNoWcagViolations(page);
    await form.screenshot({ path: `${SCREENSHOTS}languages-form-de-create-390.png` });
    form = await editForm(page);
    await expect(form.getByText('Verfügbarkeit und Buchungsregeln')).toBeVisible();
    await expectNoWcagViolations(page);
    await form.screenshot({ path: `${SCREENSHOTS}languages-form-de-edit-390.png` });
    await page.locator('#my-listings').screenshot({ path: `${SCREENSHOTS}languages-form-de-my-listings-390.png` });
    await page.locator('#saved-searches').screenshot({ path: `${SCREENSHOTS}languages-form-de-saved-searches-390.png` });
  });
});
