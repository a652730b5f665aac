import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readMails, type StoredMail } from '@worknest/local-cloud/ses/read-mails';
import { expect as baseExpect, test } from './support/fixtures';
import { DESKTOP, PHONE, SCREENSHOTS, expectNoAxeViolations, signedInPage } from './support/journeys';
import { newListing, newMember } from './support/store-records';
import { openProfile, renderProfile } from './support/below-the-fold';

// Cold starts on a busy two-core machine: what comes from the server may take a while the first time.
const expect = baseExpect.configure({ timeout: 45_000 });

/**
 * Notifications (issue 22): a host turns new-message e-mails off and on in the profile; a guest's
 * message then reaches the host by e-mail (the scheduled sender run on demand), whose HTML part is
 * looked at on a phone. Accounts and the listing are the journey's own.
 */

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${size.width}x${size.height}.png`, fullPage: true });
}

async function runSender(appUrl: string): Promise<string> {
  const response = await fetch(new URL('/__local/schedules/send-notifications/run', appUrl), { method: 'POST' });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return text;
}

test('a host turns message e-mails off and on, then gets one with a working unsubscribe link', async ({ browser, waitForMail, localEnv, appUrl, inboxUrl }) => {
  test.setTimeout(120_000);
  const host = await newMember(localEnv, 'acme.test', 'Noor', 'Haddad');
  const guest = await newMember(localEnv, 'acme.test', 'Ivo', 'Petrov');
  const listingId = await newListing(localEnv, host.id, 'acme.test', 'Canal flat with a quiet study');

  const hostPage = await signedInPage(browser, host.email, waitForMail);
  await openProfile(hostPage);
  const card = hostPage.locator('[aria-labelledby="notifications-title"]');
  const messages = card.getByRole('checkbox', { name: 'New messages' });
  await expect(messages).toBeChecked();
  await messages.click();
  await expect(hostPage.getByText('New messages e-mails off', { exact: true })).toBeVisible();
  await hostPage.reload();
  await renderProfile(hostPage);
  await expect(card.getByRole('checkbox', { name: 'New messages' })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Stay reminders' })).toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await screenshot(hostPage, 'profile-notifications');
  await expectNoAxeViolations(hostPage);

  // With message e-mails off, a guest's message sends none.
  const guestPage = await signedInPage(browser, guest.email, waitForMail);
  const conversation = await guestPage.request.post('/api/conversations', { data: { listingId }, headers: { origin: appUrl } });
  const conversationId = ((await conversation.json()) as { id: string }).id;
  await hostPage.close();
  const say = async (content: string) =>
    expect((await guestPage.request.post(`/api/conversations/${conversationId}/messages`, { data: { content }, headers: { origin: appUrl } })).status()).toBe(201);
  await say('Hi Noor, is the study free in March?');
  await runSender(appUrl);
  expect((await readMails(inboxUrl, { to: host.email })).filter((mail) => mail.subject.startsWith('New message'))).toEqual([]);

  // On again, at phone size; the next message arrives by e-mail.
  const phone = await signedInPage(browser, host.email, waitForMail, { viewport: PHONE });
  await openProfile(phone);
  await phone.getByRole('checkbox', { name: 'New messages' }).click();
  await expect(phone.getByText('New messages e-mails on', { exact: true })).toBeVisible();
  await expect(phone.getByRole('checkbox', { name: 'New messages' })).toBeChecked();
  await screenshot(phone, 'profile-notifications');
  await phone.context().close();

  // The next message arrives by e-mail once no socket of the host's is open. A socket that was just
  // closed may still take a push for a moment (then no e-mail is due), so the guest writes again
  // until the sender has something to send.
  let mail: StoredMail | undefined;
  let attempt = 0;
  await expect
    .poll(
      async () => {
        attempt += 1;
        await say(`And could I bring a second monitor? (${attempt})`);
        await runSender(appUrl);
        mail = (await readMails(inboxUrl, { to: host.email })).find((candidate) => /^\d+ new messages from Ivo Petrov$/.test(candidate.subject));
        return mail !== undefined;
      },
      { intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(true);
  // Every message since the last read is counted: the one sent while e-mails were off too.
  expect(mail!.body.text).toContain(`And could I bring a second monitor? (${attempt})`);

  // The HTML part on a phone, as a mail app shows it.
  const mailView = await (await browser.newContext({ viewport: PHONE })).newPage();
  await mailView.setContent(mail!.body.html ?? '');
  await expect(mailView.getByRole('link', { name: 'Reply in Worknest' })).toBeVisible();
  await screenshot(mailView, 'mail-new-message');

  // The footer's link opens the unsubscribe page, which asks for a click.
  // Its token is in the fragment, which the browser never sends (ADR 0083).
  const unsubscribeHref = await mailView.getByRole('link', { name: 'Unsubscribe' }).getAttribute('href');
  expect(unsubscribeHref).toMatch(/\/unsubscribe#token=[^&]+$/);
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await visitor.goto(unsubscribeHref!);
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status')).toContainText('You will no longer get “New messages” e-mails.');
  await expectNoAxeViolations(visitor);
  await screenshot(visitor, 'unsubscribe');

  // An e-mail sent before carried the token in the query: the page still works, and moves the
  // token out of the address bar into the fragment at once.
  const oldMailReader = await (await browser.newContext({ viewport: PHONE })).newPage();
  await oldMailReader.goto(unsubscribeHref!.replace('#token=', '?token='));
  await expect(oldMailReader).toHaveURL(/\/unsubscribe#token=[^&]+$/);
  expect(new URL(oldMailReader.url()).search).toBe('');
  await oldMailReader.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(oldMailReader.getByRole('status')).toContainText('You will no longer get “New messages” e-mails.');
  await screenshot(oldMailReader, 'unsubscribe-old-link-phone');
});
