import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { listingRecord } from '@worknest/scripts/seed/listing-record';
import { expect as baseExpect, test } from './support/fixtures';
import { expectNoAxeViolations, signedInPage, screenshotsAtBothSizes } from './support/journeys';
import { newListing, newMember, useLocalStore } from './support/store-records';
import { renderProfile } from './support/below-the-fold';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 39 in the browser: a member keeps a home with the heart and finds it under Favourites;
 * the host writes to them, they report the message; the admin resolves the report in Admin →
 * Reports (the message as it was, "Remove the message", a note) and the reporter is told by
 * e-mail. A member saves a search, gets the alert for a new home and opens it from the e-mail,
 * reports a review, blocks the host and undoes it under Profile. Screenshots at phone and desktop
 * sizes.
 */

async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('favourite a home, report a message, the admin resolves it and the reporter is told', async ({ browser, waitForMail, localEnv, baseURL }) => {
  test.setTimeout(600_000);
  const host = await newMember(localEnv, 'acme.test', 'Hugo', 'Host');
  const guest = await newMember(localEnv, 'acme.test', 'Greta', 'Guest');
  const title = `Quiet attic with a desk ${Date.now()}`;
  const listingId = await newListing(localEnv, host.id, 'acme.test', title);

  // The guest keeps the home with the heart on its page, then finds it under Favourites (a card
  // with its heart pressed).
  const greta = await signedInPage(browser, guest.email, waitForMail);
  await openInApp(greta, `/app/listings/${listingId}`);
  await expect(greta.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Favourites is opened at once, as a member would: the page must show the home even when its
  // data was asked for before the save landed.
  await greta.getByRole('button', { name: `Save ${title} to favourites` }).click();
  await expect(greta.getByRole('button', { name: `Remove ${title} from favourites` })).toHaveAttribute('aria-pressed', 'true');
  await screenshotsAtBothSizes(greta, 'issue39-listing-heart');
  await greta.getByRole('link', { name: 'Favourites' }).click();
  await expect(greta.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();
  await expect(greta.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(greta);
  await screenshotsAtBothSizes(greta, 'issue39-favourites');

  // The host writes to the guest about the home (through the API, as the host's browser would).
  const hugo = await signedInPage(browser, host.email, waitForMail);
  const origin = { origin: baseURL! };
  // The guest starts the conversation (only a guest can), the host answers rudely.
  const started = await greta.request.post('/api/conversations', { data: { listingId }, headers: origin });
  expect(started.status()).toBeLessThan(300);
  const conversationId = ((await started.json()) as { id: string }).id;
  const rude = await hugo.request.post(`/api/conversations/${conversationId}/messages`, { data: { content: 'Stop asking me questions, idiot.' }, headers: origin });
  expect(rude.status()).toBe(201);
  await hugo.context().close();

  // The guest reports the message.
  await openInApp(greta, `/app/messages/${conversationId}`);
  await expect(greta.getByRole('region', { name: 'Conversation' }).getByText('Stop asking me questions, idiot.')).toBeVisible();
  // The other member's card at the top of the thread has Report and Block too (loaded after the thread).
  await expect(greta.getByRole('button', { name: /^Report Hugo/ })).toBeVisible();
  await expect(greta.getByRole('button', { name: /^Block Hugo/ })).toBeVisible();
  await screenshotsAtBothSizes(greta, 'issue39-conversation-member-card');
  await greta.getByRole('button', { name: 'Report this message' }).click();
  const dialog = greta.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByLabel('Details (optional)').fill('Insults after a simple question about the desk.');
  await expectNoAxeViolations(greta);
  await screenshotsAtBothSizes(greta, 'issue39-report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(greta.getByRole('region', { name: /Notifications/ }).getByText('Thank you for your report')).toBeVisible();
  const since = Math.floor(Date.now() / 1000);

  // The admin resolves it: the message as reported, "Remove the message" with a note.
  const ada = await signedInPage(browser, 'ada@acme.test', waitForMail);
  await openInApp(ada, '/app/admin/reports');
  const row = ada.getByRole('listitem').filter({ hasText: 'Stop asking me questions, idiot.' });
  await expect(row).toContainText('Harassment');
  await expect(row).toContainText('Reported by Greta Guest');
  await row.getByLabel('Action').selectOption({ label: 'Remove the message' });
  await row.getByLabel('Note').fill('Insult; message removed, host warned.');
  await screenshotsAtBothSizes(ada, 'issue39-admin-reports');
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(ada.getByRole('region', { name: /Notifications/ }).getByText('Report resolved')).toBeVisible();
  await ada.getByRole('button', { name: 'Resolved' }).click();
  const done = ada.getByRole('listitem').filter({ hasText: 'Stop asking me questions, idiot.' });
  await expect(done).toContainText('Remove the message by Ada Lovelace');
  await screenshotsAtBothSizes(ada, 'issue39-admin-reports-resolved');
  await ada.context().close();

  // The reporter is told, in general words; the message is gone from the thread.
  const mail = await waitForMail(guest.email, { sinceSeconds: since - 5, where: (m) => m.subject === 'About the report you sent to Worknest' });
  expect(mail.body.text).toContain('took action under our community rules');
  await greta.reload();
  await expect(greta.getByText('This message was removed by Worknest.')).toBeVisible();
  await greta.context().close();
});

test('save a search, get the alert, report a review, block the host and undo it', async ({ browser, waitForMail, localEnv, appUrl }) => {
  test.setTimeout(600_000);
  const word = `Fjordview${Date.now()}`;
  const host = await newMember(localEnv, 'acme.test', 'Hana', 'Holm');
  const searcher = await newMember(localEnv, 'acme.test', 'Sven', 'Sund');
  const reviewer = await newMember(localEnv, 'acme.test', 'Bea', 'Berg');

  // Sven searches for a place nothing matches yet and saves the search (daily e-mails).
  const sven = await signedInPage(browser, searcher.email, waitForMail);
  await openInApp(sven, `/app/listings?q=${word}`);
  await expect(sven.getByRole('heading', { name: 'No homes match these filters' })).toBeVisible();
  const save = sven.getByRole('button', { name: 'Save this search' });
  await expect(save).toBeEnabled();
  await save.click();
  const dialog = sven.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(word);
  await dialog.getByLabel('Name').fill(`Homes by the fjord ${word}`);
  await dialog.getByRole('radio', { name: 'Daily' }).check();
  await expectNoAxeViolations(sven);
  await screenshotsAtBothSizes(sven, 'issue39-save-search-dialog');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(sven.getByRole('region', { name: /Notifications/ }).getByText('Search saved')).toBeVisible();

  // A day later (the saved search is moved back a day in the store, as if saved yesterday), Hana
  // lists a matching home, and the alert job runs.
  useLocalStore(localEnv);
  const { listSavedSearches, claimSearchAlert } = await import('@worknest/functions/store/saved-searches');
  const [saved] = await listSavedSearches(searcher.id);
  expect(saved?.params).toEqual({ q: word });
  const yesterday = new Date(Date.now() - 24 * 3_600_000 - 60_000).toISOString();
  expect(await claimSearchAlert(searcher.id, saved!, yesterday)).toBe(true);
  const title = `${word} cabin with a desk`;
  const { putListing } = await import('@worknest/functions/store/listings');
  const listedAt = new Date(Date.now() - 10 * 60_000).toISOString();
  const home = listingRecord({ userId: host.id, companyDomain: 'acme.test', title, city: 'Bergen', country: 'Norway', createdAt: listedAt, updatedAt: listedAt });
  await putListing(home);
  // A published review by Bea, to report.
  const { createReview, getReview, moderateReview } = await import('@worknest/functions/store/reviews');
  const reviewId = randomUUID();
  await createReview({
    id: reviewId,
    bookingId: randomUUID(),
    reviewerId: reviewer.id,
    revieweeId: host.id,
    reviewType: 'guest_to_host',
    rating: 1,
    comment: 'The host is a liar and a cheat, avoid at all costs!!!',
    isApproved: false,
    moderatedBy: null,
    moderatedAt: null,
    createdAt: listedAt,
    listingId: home.id,
    listingTitle: title,
    companyDomain: 'acme.test',
    checkIn: '2026-01-05',
    checkOut: '2026-01-09',
    reviewerName: 'Bea B.',
    revieweeName: 'Hana H.',
    revealAt: null,
    revealedAt: null,
    replyText: null,
    repliedAt: null,
  });
  expect(await moderateReview((await getReview(reviewId))!, { approve: true, moderatorId: 'e2e', at: new Date().toISOString() })).toBe(true);

  const since = Math.floor(Date.now() / 1000) - 5;
  const run = await fetch(new URL('/__local/schedules/send-search-alerts/run', appUrl), { method: 'POST' });
  expect(run.status, await run.text()).toBe(200);
  const mail = await waitForMail(searcher.email, { sinceSeconds: since, where: (m) => m.subject.includes('new home') });
  expect(mail.subject).toBe(`1 new home for “Homes by the fjord ${word}”`);
  expect(mail.body.text).toContain(title);
  const searchLink = [...(mail.body.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&')).find((href) => href.includes('/app/listings?'));
  expect(searchLink).toBeDefined();

  // Sven opens the search from the e-mail: the new home is there.
  await sven.goto(searchLink!);
  await expect(sven.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await screenshotsAtBothSizes(sven, 'issue39-search-from-alert');

  // He reports Bea's review on the home's page.
  await openInApp(sven, `/app/listings/${home.id}`);
  await expect(sven.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await sven.getByRole('button', { name: 'Report the review by Bea B.' }).click();
  const report = sven.getByRole('dialog', { name: 'Report this review' });
  await report.getByRole('radio', { name: 'Inaccurate' }).check();
  await report.getByLabel('Details (optional)').fill('Insults, not a review of the stay.');
  await screenshotsAtBothSizes(sven, 'issue39-report-review');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(sven.getByRole('region', { name: /Notifications/ }).getByText('Thank you for your report')).toBeVisible();

  // He blocks the host, then finds her under Profile → Blocked members and undoes it.
  await sven.getByRole('button', { name: /^Block / }).click();
  await sven.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(sven.getByRole('region', { name: /Notifications/ }).getByText(/^You blocked /)).toBeVisible();
  await openInApp(sven, '/app/profile#saved-searches');
  await renderProfile(sven);
  const searches = sven.getByRole('region', { name: 'Saved searches' });
  await expect(searches.getByRole('link', { name: `Homes by the fjord ${word}` })).toBeVisible();
  await expect(searches.getByLabel('E-mails')).toHaveValue('daily');
  await searches.getByLabel('E-mails').selectOption('weekly');
  await expect(sven.getByText(/Weekly e-mails for/).first()).toBeVisible();
  const blocked = sven.getByRole('region', { name: 'Blocked members' });
  const row = blocked.getByTestId('blocked-member');
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(sven);
  await blocked.scrollIntoViewIfNeeded();
  await screenshotsAtBothSizes(sven, 'issue39-profile-searches-and-blocks');
  await row.getByRole('button', { name: 'Unblock' }).click();
  await sven.getByRole('alertdialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();
  await screenshotsAtBothSizes(sven, 'issue39-profile-unblocked');
  await sven.context().close();
});
