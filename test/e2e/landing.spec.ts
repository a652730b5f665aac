import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { LOCAL_SITE_CONTACTS } from '@worknest/shared/site-contacts';
import { expect as baseExpect, test } from './support/fixtures';
import { allowConsoleErrors } from './support/journeys';

/*
 * The public site in Chromium (issue "Public site"): the landing page's behaviours of SPEC.md §2,
 * §4 and §9, its forms end to end against the local cloud, the legal pages, accessibility (axe)
 * and screenshots at phone and laptop sizes.
 */

// Submissions go through a function that may cold-start on a busy two-core machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const ANCHOR_OFFSET_PX = 80;

// Every run of this file submits from its own client address, so the per-IP limits of one run
// never refuse another (the API trusts CloudFront's viewer-address header).
const octet = () => Math.floor(Math.random() * 250) + 1;
test.use({ extraHTTPHeaders: { 'cloudfront-viewer-address': `203.0.${octet()}.${octet()}:443` } });

const uniqueEmail = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}@example.test`;

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: `${SCREENSHOTS}${name}-${size.width}x${size.height}.png`, fullPage, animations: 'disabled' });
}

async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`)).toEqual([]);
}

/** Scrolls the window and lets the page's scroll listeners run. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Where a section's top ends up, once a smooth scroll has settled. */
async function expectSectionAtOffset(page: Page, id: string): Promise<void> {
  await expect.poll(() => page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id)).toBeGreaterThanOrEqual(ANCHOR_OFFSET_PX - 2);
  await expect.poll(() => page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id)).toBeLessThanOrEqual(ANCHOR_OFFSET_PX + 2);
}

function waitForPost(page: Page, path: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path);
}

async function dismissCookieBanner(page: Page): Promise<void> {
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept' }).click();
}

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Give your team the world, without the hotel bill' })).toBeVisible();
}

const hero = (page: Page) => page.locator('section#top');
const dialog = (page: Page) => page.getByRole('dialog');

test.describe('landing page', () => {
  test('shows the hero with one of the three backgrounds, and loads none of the signed-in app', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });

    await openLanding(page);

    expect(['city', 'coast', 'mountains']).toContain(await hero(page).getAttribute('data-hero-background'));
    await expect(hero(page).getByRole('button', { name: 'Join the Waitlist' })).toBeVisible();
    await expect(hero(page).getByRole('button', { name: 'Request a Demo' })).toBeVisible();
    await expect(page).toHaveTitle(/Worknest/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/landing\/og-image\.jpg$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Worknest/);
    await page.waitForLoadState('load');
    const appChunks = scripts.filter((path) => /\/(app-layout|listings|listing-detail|messages|profile|hr-dashboard|admin-|eligibility-gate|checkout)/.test(path));
    expect(appChunks).toEqual([]);
  });

  test('has every section of SPEC §2 with its counts', async ({ page }) => {
    await openLanding(page);

    await expect(page.locator('#benefits article')).toHaveCount(4);
    await expect(page.locator('#how-it-works ol > li')).toHaveCount(3);
    await expect(page.locator('#who-its-for').getByRole('heading', { name: 'HR and People Ops' })).toBeVisible();
    await expect(page.locator('#who-its-for').getByRole('heading', { name: 'Remote and hybrid employees' })).toBeVisible();
    // Hosts are paid through Stripe Connect payouts (issue 13): no company rewards are promised.
    await expect(page.getByText(/rewards/i)).toHaveCount(0);
    await expect(page.locator('#who-its-for').getByText('Host teammates visiting your city and get paid for each stay through Stripe')).toBeVisible();
    await expect(page.locator('#security-trust article')).toHaveCount(4);
    await expect(page.locator('#security-trust').getByRole('button', { name: /^More about/ })).toHaveCount(2);
    await expect(page.locator('#early-believers blockquote')).toBeVisible();
    for (const bullet of ['No long-term lock-ins', 'Scales with your team’s usage', 'Designed to be cost-positive versus hotels']) {
      await expect(page.locator('#pricing').getByText(bullet, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('faq-list').getByRole('button')).toHaveCount(8);
    await expect(page.locator('#final-conversion').getByTestId('quick-form')).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2025 Worknest. All rights reserved.')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    // The stage's profiles (stage settings; the local stage's demo values), nothing hard-coded in the page.
    for (const { network, url } of LOCAL_SITE_CONTACTS.social) {
      await expect(footer.getByRole('link', { name: `Worknest on ${network === 'linkedin' ? 'LinkedIn' : 'Twitter'}` })).toHaveAttribute('href', url);
    }
  });

  test('shows the navigation bar only after more than 20 px of scroll', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openLanding(page);
    const nav = page.getByTestId('site-nav');

    await expect(nav).toBeHidden();
    await scrollTo(page, 20);
    await expect(nav).toHaveAttribute('data-visible', 'false');
    await expect(nav).toBeHidden();
    await scrollTo(page, 21);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Join the Waitlist' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Request a Demo' })).toBeVisible();
    await scrollTo(page, 0);
    await expect(nav).toBeHidden();
  });

  test('scrolls smoothly to each anchor with an 80 px offset, and the logo back to the top', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openLanding(page);
    await scrollTo(page, 100);
    const nav = page.getByTestId('site-nav');

    for (const [label, id] of [['How It Works', 'how-it-works'], ['Benefits', 'benefits'], ['Security & Trust', 'security-trust'], ['FAQ', 'faq']] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expectSectionAtOffset(page, id);
    }
    await nav.getByRole('link', { name: 'Worknest, back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Talk to Sales and the footer links scroll to their sections; Contact opens the demo modal', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openLanding(page);
    await dismissCookieBanner(page);

    await page.getByRole('link', { name: 'Talk to Sales' }).click();
    await expectSectionAtOffset(page, 'final-conversion');

    const footer = page.getByRole('contentinfo');
    for (const [label, id] of [['Security & Trust', 'security-trust'], ['How It Works', 'how-it-works'], ['Benefits', 'benefits'], ['FAQ', 'faq']] as const) {
      await footer.getByRole('link', { name: label, exact: true }).click();
      await expectSectionAtOffset(page, id);
    }
    await footer.getByRole('link', { name: 'Our mission' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await footer.getByRole('button', { name: 'Contact' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Request a Demo' })).toBeVisible();
  });

  test('opens the mobile menu, which closes after a choice and scrolls there', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openLanding(page);
    await dismissCookieBanner(page);
    await scrollTo(page, 100);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = dialog(page);
    await expect(menu.getByRole('link', { name: 'Security & Trust' })).toBeVisible();
    await screenshot(page, 'landing-mobile-menu');
    await menu.getByRole('link', { name: 'Security & Trust' }).click();
    await expect(menu).toBeHidden();
    await expectSectionAtOffset(page, 'security-trust');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await dialog(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
  });

  test('keeps one FAQ answer open at a time, and the open one can close', async ({ page }) => {
    await openLanding(page);
    const questions = page.getByTestId('faq-list').getByRole('button');
    const first = questions.nth(0);
    const second = questions.nth(1);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Employees of participating companies/)).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Employees of participating companies/)).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq-list').locator('[aria-expanded="true"]')).toHaveCount(0);
  });

  test.describe('security tooltips', () => {
    // Without motion the cards do not slide in under a resting pointer (which would close the tooltip).
    test.use({ reducedMotion: 'reduce' });

    test('shows the security info tooltips on hover and keyboard focus', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await openLanding(page);
      const info = page.getByRole('button', { name: 'More about verified companies and people' });
      await info.scrollIntoViewIfNeeded();

      await info.hover();
      await expect(page.getByRole('tooltip').filter({ hasText: /Domain verification means/ })).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip').filter({ hasText: /Domain verification means/ })).toBeHidden();

      await info.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('tooltip').filter({ hasText: /Domain verification means/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('tooltip').filter({ hasText: /Domain verification means/ })).toBeHidden();
    });
  });

  test('reveals sections once they scroll into view', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openLanding(page);
    const faqReveal = page.locator('#faq [data-reveal]').first();

    await expect(faqReveal).toHaveAttribute('data-reveal', 'hidden');
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(faqReveal).toHaveAttribute('data-reveal', 'shown');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('shows every section at once', async ({ page }) => {
      await openLanding(page);

      await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    });
  });
});

test.describe('waitlist modal', () => {
  async function openWaitlist(page: Page): Promise<Locator> {
    await openLanding(page);
    await dismissCookieBanner(page);
    await hero(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
    return modal;
  }

  test('checks e-mail, role and company name with the messages of SPEC §5', async ({ page }) => {
    const modal = await openWaitlist(page);

    await modal.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(modal.getByText('Please fill in this field.')).toBeVisible();
    await expect(modal.getByText('Please select a role.')).toBeVisible();
    await expect(modal.getByLabel('Work email')).toBeFocused();

    await modal.getByLabel('Work email').fill('ada@acme');
    await modal.getByLabel('Your role').selectOption('hr');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await expect(modal.getByText('Please enter a valid work email.')).toBeVisible();
    await expect(modal.getByText('Please enter your company name.')).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
  });

  test('an employee gives no company name and joins in one step', async ({ page }) => {
    const modal = await openWaitlist(page);
    const email = uniqueEmail('employee');

    await modal.getByLabel('Work email').fill(email);
    await modal.getByLabel('Your role').selectOption('employee');
    await expect(modal.getByLabel('Company name')).toHaveCount(0);
    const posted = waitForPost(page, '/api/waitlist');
    await modal.getByRole('button', { name: 'Join the Waitlist' }).click();

    expect((await posted).postDataJSON()).toEqual({ email, role: 'employee', source: 'modal' });
    await expect(modal.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  });

  test('"other" needs a company name and joins in one step', async ({ page }) => {
    const modal = await openWaitlist(page);
    const email = uniqueEmail('other');

    await modal.getByLabel('Work email').fill(email);
    await modal.getByLabel('Your role').selectOption('other');
    await modal.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(modal.getByText('Please enter your company name.')).toBeVisible();
    await modal.getByLabel('Company name').fill('Initech');
    const posted = waitForPost(page, '/api/waitlist');
    await modal.getByRole('button', { name: 'Join the Waitlist' }).click();

    expect((await posted).postDataJSON()).toEqual({ email, role: 'other', companyName: 'Initech', source: 'modal' });
    await expect(modal.getByRole('heading', { name: "You're on the list" })).toBeVisible();
  });

  for (const role of ['hr', 'leadership', 'ops'] as const) {
    test(`${role} continues to step 2 (optional size and regions, with Back)`, async ({ page }) => {
      const modal = await openWaitlist(page);
      const email = uniqueEmail(role);

      await modal.getByLabel('Work email').fill(email);
      await modal.getByLabel('Your role').selectOption(role);
      await modal.getByLabel('Company name').fill('Acme');
      await modal.getByRole('button', { name: 'Continue' }).click();
      await expect(modal.getByRole('heading', { name: 'About your company' })).toBeVisible();
      await expect(modal.getByText('Step 2 of 2')).toBeVisible();

      await modal.getByRole('button', { name: 'Back' }).click();
      await expect(modal.getByLabel('Work email')).toHaveValue(email);
      await expect(modal.getByLabel('Company name')).toHaveValue('Acme');
      await modal.getByRole('button', { name: 'Continue' }).click();

      if (role === 'hr') {
        await modal.getByLabel('Company size (optional)').selectOption('51-200');
        await modal.getByLabel('Europe').click();
        await modal.getByLabel('Asia-Pacific').click();
      }
      const posted = waitForPost(page, '/api/waitlist');
      await modal.getByRole('button', { name: 'Join the Waitlist' }).click();

      const body = (await posted).postDataJSON();
      expect(body).toEqual(
        role === 'hr'
          ? { email, role, companyName: 'Acme', companySize: '51-200', regions: ['europe', 'asia_pacific'], source: 'modal' }
          : { email, role, companyName: 'Acme', source: 'modal' },
      );
      await expect(modal.getByRole('heading', { name: "You're on the list" })).toBeVisible();
      if (role === 'hr') await screenshot(page, 'landing-waitlist-success');
    });
  }

  test('success offers a demo; closing resets the form', async ({ page }) => {
    const modal = await openWaitlist(page);
    await modal.getByLabel('Work email').fill(uniqueEmail('reset'));
    await modal.getByLabel('Your role').selectOption('employee');
    await modal.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(modal.getByRole('heading', { name: "You're on the list" })).toBeVisible();

    await modal.getByRole('button', { name: 'Request a Demo' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Request a Demo' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog(page)).toBeHidden();

    await hero(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
    await expect(dialog(page).getByLabel('Work email')).toHaveValue('');
    await expect(dialog(page).getByLabel('Your role')).toHaveValue('');
  });

  test('a failed submission shows the "Submission failed" toast with the server message, or a fallback', async ({ page }) => {
    // The refusals below are made up on purpose; the browser reports each failed request.
    allowConsoleErrors(page, /status of (429|500)|net::ERR_FAILED/);
    await page.route('**/api/waitlist', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many submissions from your network. Please try again in 5 minutes.' }) }),
    );
    const modal = await openWaitlist(page);
    await modal.getByLabel('Work email').fill(uniqueEmail('fail'));
    await modal.getByLabel('Your role').selectOption('employee');

    await modal.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('Submission failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Too many submissions from your network. Please try again in 5 minutes.', { exact: true })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();

    await page.unroute('**/api/waitlist');
    await page.route('**/api/waitlist', (route) => route.abort());
    await modal.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(page.getByText('Please try again later.', { exact: true })).toBeVisible();
    // One toast at a time: the second replaced the first.
    await expect(page.getByText('Submission failed', { exact: true })).toHaveCount(1);
  });
});

test.describe('demo modal', () => {
  test('checks every field, then thanks the visitor; closing resets it', async ({ page }) => {
    await openLanding(page);
    await dismissCookieBanner(page);
    await hero(page).getByRole('button', { name: 'Request a Demo' }).click();
    const modal = dialog(page);
    await expect(modal.getByRole('heading', { name: 'Request a Demo' })).toBeVisible();

    await modal.getByRole('button', { name: 'Request a Demo' }).click();
    for (const message of ['Please enter your name.', 'Please enter your email.', 'Please enter your company name.', 'Please select a role.', 'Please select company size.']) {
      await expect(modal.getByText(message, { exact: true })).toBeVisible();
    }
    await screenshot(page, 'landing-demo-errors');
    await modal.getByLabel('Work email').fill('not-an-address');
    await modal.getByRole('button', { name: 'Request a Demo' }).click();
    await expect(modal.getByText('Invalid email', { exact: true })).toBeVisible();

    const email = uniqueEmail('demo');
    await modal.getByLabel('Full name').fill('Hana Sato');
    await modal.getByLabel('Work email').fill(email);
    await modal.getByLabel('Company', { exact: true }).fill('Acme');
    await modal.getByLabel('Your role').selectOption('hr');
    await modal.getByLabel('Company size', { exact: true }).selectOption('201-500');
    await modal.getByLabel('Message (optional)').fill('We run team weeks in Lisbon every quarter.');
    const posted = waitForPost(page, '/api/demo-request');
    await modal.getByRole('button', { name: 'Request a Demo' }).click();

    expect((await posted).postDataJSON()).toEqual({
      name: 'Hana Sato',
      email,
      company: 'Acme',
      role: 'hr',
      companySize: '201-500',
      message: 'We run team weeks in Lisbon every quarter.',
    });
    await expect(modal.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(modal.getByText("We'll email you to schedule a time.")).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).first().click();
    await expect(modal).toBeHidden();

    await hero(page).getByRole('button', { name: 'Request a Demo' }).click();
    await expect(dialog(page).getByLabel('Full name')).toHaveValue('');
  });
});

test.describe('quick waitlist form', () => {
  test('checks its fields, shows the success card, and Close returns to an empty form', async ({ page }) => {
    await openLanding(page);
    await dismissCookieBanner(page);
    const form = page.getByTestId('quick-form');
    await form.scrollIntoViewIfNeeded();

    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(form.getByText('Please select a role.')).toBeVisible();
    await form.getByLabel('Work email').fill('sam@');
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(form.getByText('Please enter a valid work email.')).toBeVisible();

    const email = uniqueEmail('quick');
    await form.getByLabel('Work email').fill(email);
    await form.getByLabel('Your role').selectOption('leadership');
    const posted = waitForPost(page, '/api/waitlist');
    await form.getByRole('button', { name: 'Join the Waitlist' }).click();

    expect((await posted).postDataJSON()).toEqual({ email, role: 'leadership', source: 'quick' });
    const success = page.getByTestId('quick-form-success');
    await expect(success.getByRole('heading', { name: "You're on the list" })).toBeVisible();
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('quick-form').getByLabel('Work email')).toHaveValue('');
  });
});

test.describe('cookie banner', () => {
  for (const choice of ['Accept', 'Settings'] as const) {
    test(`${choice} stores the acceptance, which survives reloads`, async ({ page }) => {
      await openLanding(page);
      const banner = page.getByTestId('cookie-banner');
      await expect(banner).toBeVisible();

      await banner.getByRole('button', { name: choice }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => window.localStorage.getItem('worknest-cookie-consent'))).not.toBeNull();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    });
  }
});

test.describe('sticky mobile bar', () => {
  // The bar's slide and the sections' fade finish at once, so the screenshot shows the settled page.
  test.use({ reducedMotion: 'reduce' });

  test('on a phone, shows beyond 600 px while scrolling up', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openLanding(page);
    await dismissCookieBanner(page);
    const bar = page.getByTestId('sticky-mobile-bar');

    await scrollTo(page, 1500);
    await expect(bar).toBeHidden();
    await scrollTo(page, 1200);
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Join the Waitlist' })).toBeVisible();
    await screenshot(page, 'landing-sticky-bar');
    await scrollTo(page, 1400);
    await expect(bar).toBeHidden();
    await scrollTo(page, 1300);
    await expect(bar).toBeVisible();
    await scrollTo(page, 500);
    await expect(bar).toBeHidden();

    await scrollTo(page, 1500);
    await scrollTo(page, 1000);
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Request a Demo' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Request a Demo' })).toBeVisible();
  });

  test('never shows on a laptop screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await openLanding(page);

    await scrollTo(page, 1500);
    await scrollTo(page, 1200);
    await expect(page.getByTestId('site-nav')).toBeVisible();
    await expect(page.getByTestId('sticky-mobile-bar')).toBeHidden();
  });
});

test.describe('legal pages', () => {
  const documents = [
    {
      path: '/privacy',
      title: 'Privacy Policy',
      sections: ['Information we collect', 'How we use information', 'Legal basis for processing (EEA and UK users)', 'How we share information', 'Data retention', 'Security', 'International transfers', 'Your rights', 'Children', 'Contact us'],
    },
    {
      path: '/terms',
      title: 'Terms of Service',
      sections: ['Eligibility', 'Account registration', 'Listing a home', 'Booking and payments', 'Cancellations', 'Code of conduct', 'Membership conditions', 'Insurance and liability', 'Limitation of liability', 'Indemnification', 'Termination', 'Intellectual property', 'Third-party services', 'Governing law and disputes', 'Changes to these terms'],
    },
  ];

  for (const document of documents) {
    test(`${document.path} has every section, the date, and a way home`, async ({ page }) => {
      await page.goto(document.path);

      await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
      await expect(page.getByText('Last updated: October 13, 2025')).toBeVisible();
      const headings = page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Contents' });
      await expect(headings).toHaveText(document.sections.map((section, index) => `${index + 1}. ${section}`));
      await expect(page).toHaveTitle(`${document.title} | Worknest`);
      const address = document.path === '/terms' ? LOCAL_SITE_CONTACTS.legalEmail : LOCAL_SITE_CONTACTS.privacyEmail;
      await expect(page.getByRole('link', { name: address }).first()).toHaveAttribute('href', `mailto:${address}`);
      if (document.path === '/terms') {
        await expect(page.getByText(/Worknest does not insure stays/)).toBeVisible();
        await expect(page.getByText(/basic insurance|guidelines/)).toHaveCount(0);
        // Issue 13: only what the product does (Stripe Connect payouts, host booking requests, the host-cancel refund rule).
        await expect(page.getByText(/rewards|requires approval for stays/)).toHaveCount(0);
        await expect(page.getByText(/Hosts are paid through Stripe Connect/)).toBeVisible();
        await expect(page.getByText(/accept bookings on request/)).toBeVisible();
        await expect(page.getByText(/the guest gets back the nights not yet begun and the service fee/)).toBeVisible();
        await expect(page.getByText(/service fees you paid to Worknest in the\s+12 months/)).toBeVisible();
        await expect(page.getByText(/laws of the State of Delaware/)).toBeVisible();
        await expect(page.getByText(/binding arbitration/)).toBeVisible();
      } else {
        await expect(page.getByText(/at least 18 years old/)).toBeVisible();
      }

      await page.getByRole('link', { name: 'Back to home' }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Give your team the world, without the hotel bill' })).toBeVisible();
    });
  }
});

test.describe('accessibility and screenshots', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/', '/login', '/privacy', '/terms']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the open modals and menu have no serious axe violation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await openLanding(page);
    await dismissCookieBanner(page);
    await hero(page).getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'landing-waitlist-modal');
    await page.keyboard.press('Escape');
    await hero(page).getByRole('button', { name: 'Request a Demo' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Request a Demo' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'landing-demo-modal');
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openLanding(page);
      // The hero's drawing comes just after the first paint (ADR 0179); the screenshot ends its fade.
      await expect(hero(page).locator('[data-hero-drawing] svg').first()).toBeVisible();
      await screenshot(page, 'landing-first-view');
      await dismissCookieBanner(page);
      await screenshot(page, 'landing', true);
      await scrollTo(page, 2000);
      await screenshot(page, 'landing-scrolled');
      for (const path of ['/privacy', '/terms']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await screenshot(page, path.slice(1));
      }
    });
  }
});
