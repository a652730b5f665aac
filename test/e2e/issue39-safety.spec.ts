import type { Page } from '@playwright/test';
import { expect as baseExpect, test } from './support/fixtures';
import { expectNoAxeViolations, signedInPage, screenshotsAtBothSizes } from './support/journeys';
import { newListing, newMember } from './support/store-records';

// Cold starts of the local functions can take seconds on a shared two-core machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue 39 in the browser: a member keeps a home with the heart and finds it under Favourites;
 * the host writes to them, they report the message; the admin resolves the report in Admin →
 * Reports (the message as it was, "Remove the message", a note) and the reporter is told by
 * e-mail. Screenshots at phone and desktop sizes. (Saved searches and their alerts are not built.)
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
  await expect(greta.getByText('Stop asking me questions, idiot.')).toBeVisible();
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
