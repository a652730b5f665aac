import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_SIGNUP_MESSAGES, COMPANY_SIGNUP_SENT_MESSAGE, type CompanyDomainCheck, type CompanySetup, type SetupFeeCheckout } from '@worknest/shared/company-signup-rules';
import type { User } from '@worknest/shared/auth';
import { emulatorUrl, shiftClock, webhooks, type ErrorBody } from './booking-support';
import { ApiClient } from './support/api-client';
import { publishTxt } from './support/dns';
import { linksOf, mails, nowSeconds, signInTokenOf, waitForMail } from './support/inbox';
import { runJob } from './support/jobs';
import { fromIp, newCompany, signedInMember, useLocalStore } from './support/members';

/*
 * Issue 38, self-serve company sign-up through the local gateway, DynamoDB Local, the local DNS
 * server, the inbox and the Stripe emulator's Checkout: the form, its confirmation link, the
 * founder's setup (verify the domain, pay the setup fee in either order), who may call the setup
 * routes, the webhook's once-only record, and the removal of companies left pending.
 */

interface Founder {
  client: ApiClient;
  email: string;
  domain: string;
}

const newDomain = () => `signup-${randomUUID().slice(0, 8)}.test`;

function signupBody(domain: string, local = 'fay') {
  return { firstName: 'Fay', lastName: 'Founder', email: `${local}@${domain}`, companyName: `Company ${domain.slice(7, 11)}`, domain };
}

/** The token of the confirmation link in a mail (`/for-companies/confirm#token=…`). */
function confirmTokenOf(mail: { body: { html?: string; text?: string } } & Parameters<typeof linksOf>[0]): string | undefined {
  const link = linksOf(mail).find((href) => href.includes('/for-companies/confirm#token='));
  return link ? (new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? undefined) : undefined;
}

async function signUp(body: ReturnType<typeof signupBody>, client = new ApiClient()) {
  const answer = await client.post<{ message: string }>('/api/company-signups', body, { headers: fromIp() });
  return answer;
}

/** Signs up, confirms the mailed link, and confirms age and Terms: a founder on the setup page. */
async function newFounder(domain = newDomain()): Promise<Founder> {
  const since = nowSeconds();
  const body = signupBody(domain);
  expect((await signUp(body)).status).toBe(202);
  const token = confirmTokenOf(await waitForMail(body.email, { sinceSeconds: since, where: (mail) => confirmTokenOf(mail) !== undefined }));
  const client = new ApiClient();
  const confirmed = await client.post<{ user: User; next: string }>('/api/company-signups/confirm', { token });
  expect(confirmed.status, confirmed.text).toBe(200);
  const eligible = await client.post('/api/auth/confirm-eligibility', { firstName: 'Fay', lastName: 'Founder', isAdult: true, acceptsTerms: true });
  expect(eligible.status, eligible.text).toBe(200);
  return { client, email: body.email, domain };
}

/** What the hosted Checkout page's form does with a test card; answers where the browser goes next. */
async function payOnCheckoutPage(url: string, card = '4242 4242 4242 4242') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ number: card, exp: `12 / ${String(new Date().getUTCFullYear() + 2).slice(2)}`, cvc: '123' }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') };
}

async function payFee(founder: Founder): Promise<string> {
  const checkout = await founder.client.post<SetupFeeCheckout>('/api/company/setup-fee');
  expect(checkout.status, checkout.text).toBe(200);
  const paid = await payOnCheckoutPage(checkout.body.url);
  expect(paid.status).toBe(303);
  expect(paid.location).toMatch(/\/app\/company\/setup\?payment=done$/);
  await webhooks.idle();
  return checkout.body.url.split('/').pop()!;
}

async function verifyDomain(founder: Founder): Promise<CompanyDomainCheck> {
  const setup = await founder.client.get<CompanySetup>('/api/company/setup');
  await publishTxt(founder.domain, setup.body.verificationRecord!);
  const verified = await founder.client.post<CompanyDomainCheck>('/api/company/setup/verify');
  expect(verified.status, verified.text).toBe(200);
  expect(verified.body.outcome).toBe('verified');
  return verified.body;
}

/** Whether a colleague at the domain gets a sign-in link (only once the company is active). */
async function colleagueGetsLink(domain: string): Promise<boolean> {
  const email = `colleague-${randomUUID().slice(0, 6)}@${domain}`;
  const since = nowSeconds();
  expect((await new ApiClient().post('/api/auth/request-magic-link', { email }, { headers: fromIp() })).status).toBe(200);
  try {
    await waitForMail(email, { sinceSeconds: since, where: (mail) => signInTokenOf(mail) !== undefined, timeoutMs: 1500 });
    return true;
  } catch {
    return false;
  }
}

async function emulatorEvents(type: string): Promise<{ id: string }[]> {
  const response = await fetch(`${emulatorUrl()}/_emulator/events?type=${type}`);
  return ((await response.json()) as { events: { id: string }[] }).events;
}

async function emulatorEvent(id: string): Promise<{ data: { object: { id: string } } }> {
  return ((await (await fetch(`${emulatorUrl()}/_emulator/events/${id}`)).json()) as { event: { data: { object: { id: string } } } }).event;
}

afterEach(async () => {
  await shiftClock(0);
});

describe('POST /api/company-signups', () => {
  it('answers 400 with clear messages for bad input, an e-mail outside the domain and free-mail domains, and sends nothing', async () => {
    const since = nowSeconds();
    const missing = await signUp({} as ReturnType<typeof signupBody>);
    expect(missing.status).toBe(400);
    const paths = ((missing.body as unknown as ErrorBody).issues ?? []).map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'companyName', 'domain']));

    const domain = newDomain();
    const elsewhere = await signUp({ ...signupBody(domain), email: 'fay@somewhere-else.test' });
    expect(elsewhere.status).toBe(400);
    expect((elsewhere.body as unknown as ErrorBody).issues).toContainEqual(expect.objectContaining({ path: 'email', message: COMPANY_SIGNUP_MESSAGES.domainMismatch }));

    for (const free of ['gmail.com', 'mailinator.com']) {
      const refused = await signUp({ ...signupBody(free), email: `fay@${free}` });
      expect(refused.status, free).toBe(400);
      expect((refused.body as unknown as ErrorBody).message).toBe(COMPANY_SIGNUP_MESSAGES.freeMail);
    }
    expect(await mails({ to: `fay@${domain}`, sinceSeconds: since })).toEqual([]);
    expect(await mails({ to: 'fay@gmail.com', sinceSeconds: since })).toEqual([]);
  });

  it('answers the same 202 for an enrolled domain, which learns only by e-mail that it is on Worknest already', async () => {
    const domain = await newCompany('Enrolled Co');
    const since = nowSeconds();
    const fresh = await signUp(signupBody(newDomain()));
    const enrolled = await signUp(signupBody(domain, 'someone'));
    expect(enrolled.status).toBe(202);
    expect(enrolled.body).toEqual(fresh.body);
    expect(enrolled.body).toEqual({ message: COMPANY_SIGNUP_SENT_MESSAGE });
    const mail = await waitForMail(`someone@${domain}`, { sinceSeconds: since });
    expect(mail.body.text).toContain('Your company is already on Worknest: ask your HR team.');
    expect(confirmTokenOf(mail)).toBeUndefined();
    expect(signInTokenOf(mail)).toBeUndefined();
  });
});

describe('the confirmation link', () => {
  it('works once: creates the company pending with its founder as HR, signs them in; a second use is refused', async () => {
    const domain = newDomain();
    const body = signupBody(domain);
    const since = nowSeconds();
    await signUp(body);
    const token = confirmTokenOf(await waitForMail(body.email, { sinceSeconds: since }));
    // A sign-up link is no sign-in link.
    expect((await new ApiClient().post('/api/auth/verify', { token })).status).toBe(400);
    const client = new ApiClient();
    const confirmed = await client.post<{ user: User; next: string }>('/api/company-signups/confirm', { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.next).toBe('/app/company/setup');
    expect(confirmed.body.user).toMatchObject({ email: body.email, role: 'hr', firstName: 'Fay', lastName: 'Founder', companyDomain: domain, companySetupPending: true });
    expect(client.cookie('worknest_session')).toBeTruthy();

    const again = await new ApiClient().post<ErrorBody>('/api/company-signups/confirm', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(COMPANY_SIGNUP_MESSAGES.linkInvalid);
  });

  it('expires after 15 minutes: nothing is created', async () => {
    const domain = newDomain();
    const body = signupBody(domain);
    const since = nowSeconds();
    await signUp(body);
    const token = confirmTokenOf(await waitForMail(body.email, { sinceSeconds: since }));
    await shiftClock(16 * 60_000);
    const late = await new ApiClient().post<ErrorBody>('/api/company-signups/confirm', { token });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('link_invalid');
    await shiftClock(0);
    // The domain is still free: a new sign-up gets a new link, not the "already on Worknest" mail.
    const since2 = nowSeconds();
    await signUp(body);
    expect(confirmTokenOf(await waitForMail(body.email, { sinceSeconds: since2 }))).toBeDefined();
  });
});

describe('the setup: verify the domain and pay the setup fee, in either order', () => {
  it('domain first, then the fee: active once both are done; then its members can sign in', async () => {
    const founder = await newFounder();
    const setup = await founder.client.get<CompanySetup>('/api/company/setup');
    expect(setup.body).toMatchObject({ domain: founder.domain, status: 'pending', domainVerifiedAt: null, setupFee: { required: true, paidAt: null, currency: 'eur' } });
    expect(setup.body.verificationRecord).toMatch(/^worknest-verification=/);
    expect(setup.body.setupFee.amountCents).toBeGreaterThan(0);
    expect(setup.body.expiresAt).toBeTruthy();
    // While pending, the founder's session opens the setup steps only.
    const listings = await founder.client.get<ErrorBody>('/api/listings');
    expect(listings.status).toBe(403);
    expect(listings.body.code).toBe('company_pending');

    expect((await founder.client.post<CompanyDomainCheck>('/api/company/setup/verify')).body.outcome).toBe('record-missing');
    const verified = await verifyDomain(founder);
    expect(verified.setup.status).toBe('pending');
    expect(verified.message).toContain('pay the setup fee');
    expect(await colleagueGetsLink(founder.domain)).toBe(false);

    const first = await founder.client.post<SetupFeeCheckout>('/api/company/setup-fee');
    const second = await founder.client.post<SetupFeeCheckout>('/api/company/setup-fee');
    expect(second.body.url).toBe(first.body.url);
    await payFee(founder);
    const done = await founder.client.get<CompanySetup>('/api/company/setup');
    expect(done.body).toMatchObject({ status: 'active', verificationRecord: null, expiresAt: null });
    expect(done.body.setupFee.paidAt).toBeTruthy();
    expect((await founder.client.get('/api/listings')).status).toBe(200);
    expect(await colleagueGetsLink(founder.domain)).toBe(true);
    const paidAgain = await founder.client.post<ErrorBody>('/api/company/setup-fee');
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.code).toBe('fee_paid');
  });

  it('fee first, then the domain: the Verify activates it', async () => {
    const founder = await newFounder();
    await payFee(founder);
    const paid = await founder.client.get<CompanySetup>('/api/company/setup');
    expect(paid.body.status).toBe('pending');
    expect(paid.body.setupFee.paidAt).toBeTruthy();
    expect(await colleagueGetsLink(founder.domain)).toBe(false);
    const verified = await verifyDomain(founder);
    expect(verified.setup.status).toBe('active');
    expect(verified.message).toContain('members can sign in now');
    expect(await colleagueGetsLink(founder.domain)).toBe(true);
  });

  it('records the last step and activates in one write: no reader sees both done and the company pending', async () => {
    // The setup page stops asking once both steps show done; a read between "paid" and "active" left it
    // pending on screen (a CI journey, 2026-11-29). Every read after a write must show both or neither.
    await useLocalStore();
    const { db } = await import('@worknest/functions/adapters/dynamodb');
    const { getCompany, markCompanyVerified, recordSetupFeePaid } = await import('@worknest/functions/store/companies');
    const states: string[] = [];
    const send = db.send.bind(db) as (command: unknown) => Promise<unknown>;
    const watch = (domain: string) =>
      vi.spyOn(db, 'send').mockImplementation((async (command: unknown) => {
        const answer = await send(command);
        if ((command as object).constructor.name === 'UpdateCommand') {
          const company = (await getCompany(domain))!;
          states.push(`${company.status}${company.selfServe?.domainVerifiedAt ? ' verified' : ''}${company.selfServe?.setupFeePaidAt ? ' paid' : ''}`);
        }
        return answer;
      }) as never);

    const feeLast = await newFounder();
    await verifyDomain(feeLast);
    const spy = watch(feeLast.domain);
    try {
      expect(await recordSetupFeePaid(feeLast.domain, { checkoutSessionId: 'cs_test_one_write', amountCents: 50_000 })).toBe(true);
    } finally {
      spy.mockRestore();
    }
    expect(states).toEqual(['active verified paid']);

    states.length = 0;
    const domainLast = await newFounder();
    await payFee(domainLast);
    const spyAgain = watch(domainLast.domain);
    try {
      expect(await markCompanyVerified(domainLast.domain)).toBe(true);
    } finally {
      spyAgain.mockRestore();
    }
    expect(states).toEqual(['active verified paid']);
  });

  it('records the Checkout webhook once, however often it is delivered', async () => {
    const founder = await newFounder();
    const sessionId = await payFee(founder);
    const recorded = (await founder.client.get<CompanySetup>('/api/company/setup')).body.setupFee.paidAt;
    const candidates = await emulatorEvents('checkout.session.completed');
    let eventId: string | undefined;
    for (const candidate of candidates) if ((await emulatorEvent(candidate.id)).data.object.id === sessionId) eventId = candidate.id;
    expect(eventId).toBeDefined();
    const redelivered = await webhooks.deliver(eventId!);
    expect(redelivered.statusCode).toBe(200);
    expect((await founder.client.get<CompanySetup>('/api/company/setup')).body.setupFee.paidAt).toBe(recorded);
  });

  it('lets the founder back in by signing up again while pending (a sign-in link to the setup)', async () => {
    const founder = await newFounder();
    const since = nowSeconds();
    expect((await signUp(signupBody(founder.domain))).status).toBe(202);
    const token = signInTokenOf(await waitForMail(founder.email, { sinceSeconds: since, where: (mail) => signInTokenOf(mail) !== undefined }));
    const client = new ApiClient();
    expect((await client.post('/api/auth/verify', { token })).status).toBe(200);
    expect((await client.get<CompanySetup>('/api/company/setup')).body.domain).toBe(founder.domain);
    // /login works for the founder too (and for nobody else of the pending company).
    const since3 = nowSeconds();
    expect((await new ApiClient().post('/api/auth/request-magic-link', { email: founder.email }, { headers: fromIp() })).status).toBe(200);
    expect(signInTokenOf(await waitForMail(founder.email, { sinceSeconds: since3, where: (mail) => signInTokenOf(mail) !== undefined }))).toBeDefined();
    expect(await colleagueGetsLink(founder.domain)).toBe(false);
    // Someone else at the pending domain is told to ask HR.
    const since2 = nowSeconds();
    await signUp(signupBody(founder.domain, 'other'));
    expect((await waitForMail(`other@${founder.domain}`, { sinceSeconds: since2 })).body.text).toContain('ask your HR team');
  });
});

describe('who may call the setup routes', () => {
  it('the founder or HR of that company only: 401 signed out, 403 for an employee, 409 where no fee is due, each HR sees only its own company', async () => {
    const founder = await newFounder();
    const domain = await newCompany('Admin Enrolled');
    const [employee, hr] = await Promise.all([signedInMember(domain, 'employee', 'Emil'), signedInMember(domain, 'hr', 'Hanna')]);
    for (const [method, path] of [['GET', '/api/company/setup'], ['POST', '/api/company/setup/verify'], ['POST', '/api/company/setup-fee']] as const) {
      expect((await new ApiClient().request(method, path)).status, `${method} ${path} signed out`).toBe(401);
      expect((await employee.client.request(method, path)).status, `${method} ${path} employee`).toBe(403);
    }
    const own = await hr.client.get<CompanySetup>('/api/company/setup');
    expect(own.body).toMatchObject({ domain, status: 'active', setupFee: { required: false } });
    expect((await hr.client.post<ErrorBody>('/api/company/setup-fee')).body.code).toBe('no_fee_due');
    expect((await founder.client.get<CompanySetup>('/api/company/setup')).body.domain).toBe(founder.domain);
  });
});

describe('a pending company left unfinished', () => {
  it('is removed 14 days after sign-up with its founder (the job, on the local clock); a paid one is kept', async () => {
    await useLocalStore();
    const { getCompany } = await import('@worknest/functions/store/companies');
    const unfinished = await newFounder();
    const paid = await newFounder();
    await payFee(paid);
    await shiftClock(13 * 24 * 3600_000);
    await runJob('expire-pending-companies');
    expect(await getCompany(unfinished.domain)).not.toBeNull();
    await shiftClock(15 * 24 * 3600_000);
    const summary = await runJob<{ expired: number }>('expire-pending-companies');
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    expect(await getCompany(unfinished.domain)).toBeNull();
    expect((await getCompany(paid.domain))?.status).toBe('pending');
    await shiftClock(0);
    expect((await unfinished.client.get('/api/auth/user')).status).toBe(401);
    // The domain may sign up again.
    const again = await newFounder(unfinished.domain);
    expect((await again.client.get<CompanySetup>('/api/company/setup')).body.status).toBe('pending');
  });
});
