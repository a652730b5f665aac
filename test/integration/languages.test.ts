import { randomInt, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCALE_MESSAGE } from '@worknest/shared/locale-rules';
import type { User } from '@worknest/shared/auth';
import { ApiClient } from './support/api-client';
import { runJob } from './support/jobs';
import { enrollCompany } from './support/members';
import { nowSeconds, signInTokenOf, waitForMail } from './support/inbox';

/*
 * Issue 40: the member's language. `PATCH /api/users/{id}` takes `locale` (en, de, fr, es, nl; a
 * 400 otherwise), the session user carries it, and e-mails are in the recipient's language: the
 * member's own, else the browser's at the request (sent by the SPA as `locale`). Server messages
 * people read carry a stable code.
 */

function fromIp(): Record<string, string> {
  const n = () => randomInt(250) + 1;
  return { 'cloudfront-viewer-address': `203.0.${n()}.${n()}:443` };
}

let domain: string;

async function requestLink(email: string, locale?: string) {
  const client = new ApiClient();
  const since = nowSeconds();
  const answer = await client.post('/api/auth/request-magic-link', { email, ...(locale ? { locale } : {}) }, { headers: fromIp() });
  expect(answer.status).toBe(200);
  return { client, mail: await waitForMail(email, { sinceSeconds: since }) };
}

async function signIn(email: string, locale?: string): Promise<ApiClient> {
  const { client, mail } = await requestLink(email, locale);
  expect((await client.post('/api/auth/verify', { token: signInTokenOf(mail) })).status).toBe(200);
  // A first visit confirms eligibility before the app's routes answer (issue 13).
  expect((await client.post('/api/auth/confirm-eligibility', { firstName: 'Test', lastName: 'Member', isAdult: true, acceptsTerms: true })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  Object.assign(process.env, inject('localEnv'));
  domain = `lang-${randomUUID().slice(0, 8)}.test`;
  await enrollCompany(domain, 'Sprachen GmbH');
});

describe('the sign-in mail is in the language of the request, then in the member’s own', () => {
  it('a German browser gets a German sign-in mail; a request without a language, English', async () => {
    const { mail } = await requestLink(`jonas@${domain}`, 'de');
    expect(mail.subject).toBe('Ihr Anmeldelink für Worknest');
    expect(mail.body.text).toContain('läuft in 15 Minuten ab');
    expect(mail.body.html).toContain('lang="de"');
    expect(signInTokenOf(mail)).toBeTruthy();

    const english = await requestLink(`emma@${domain}`);
    expect(english.mail.subject).toBe('Your Worknest sign-in link');
    expect(english.mail.body.text).toContain('expires in 15 minutes');
  });

  it('refuses an unknown language with 400 and the coded message', async () => {
    const answer = await new ApiClient().post<{ message: string; code: string; messageCode?: string; issues: { path: string; code?: string }[] }>(
      '/api/auth/request-magic-link',
      { email: `x@${domain}`, locale: 'it' },
      { headers: fromIp() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(LOCALE_MESSAGE);
    expect(answer.body.code).toBe('validation_failed');
    expect(answer.body.messageCode).toBe('locale_invalid');
    expect(answer.body.issues).toEqual([{ path: 'locale', message: LOCALE_MESSAGE, code: 'locale_invalid' }]);
  });

  it('a member chooses French: the session user carries it, the profile stays, and the next mail is French even from an English browser', async () => {
    const email = `lea@${domain}`;
    const client = await signIn(email, 'en');
    const me = (await client.get<User>('/api/auth/user')).body;
    expect(me.locale ?? null).toBeNull();
    expect((await client.patch(`/api/users/${me.id}`, { username: 'Léa', phoneNumber: '+33 1 23 45 67 89' })).status).toBe(200);

    const chosen = await client.patch<User>(`/api/users/${me.id}`, { locale: 'fr' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.locale).toBe('fr');
    // A body with only `locale` (the language switcher) changes nothing else.
    expect(chosen.body.username).toBe('Léa');
    expect(chosen.body.phoneNumber).toBe('+33 1 23 45 67 89');
    expect((await client.get<User>('/api/auth/user')).body.locale).toBe('fr');

    const { mail } = await requestLink(email, 'en');
    expect(mail.subject).toBe('Votre lien de connexion à Worknest');
  });

  it.each([['it'], ['EN'], [''], [5], [null]])('PATCH /api/users/{id} refuses locale %j with 400', async (locale) => {
    const client = await signIn(`mia-${randomUUID().slice(0, 6)}@${domain}`);
    const me = (await client.get<User>('/api/auth/user')).body;
    const answer = await client.patch<{ message: string; messageCode?: string }>(`/api/users/${me.id}`, { locale });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(LOCALE_MESSAGE);
    expect(answer.body.messageCode).toBe('locale_invalid');
  });
});

describe('the public forms’ confirmations are in the browser’s language', () => {
  it('a Dutch waitlist sign-up and a Spanish demo request', async () => {
    // Domains of their own: the whole run's other sign-ups to example.test spend its hourly budget of confirmations.
    const waitlister = `wl@nl-${randomUUID().slice(0, 8)}.example.test`;
    const asker = `demo@es-${randomUUID().slice(0, 8)}.example.test`;
    const since = nowSeconds();
    expect((await new ApiClient().post('/api/waitlist', { email: waitlister, role: 'employee', locale: 'nl' }, { headers: fromIp() })).status).toBe(200);
    expect(
      (
        await new ApiClient().post(
          '/api/demo-request',
          { name: 'Lucía', email: asker, company: 'Acme', role: 'hr', companySize: '51-200', locale: 'es' },
          { headers: fromIp() },
        )
      ).status,
    ).toBe(200);
    await runJob('send-notifications');

    const wl = await waitForMail(waitlister, { sinceSeconds: since });
    expect(wl.subject).toBe('Je staat op de wachtlijst van Worknest');
    const demo = await waitForMail(asker, { sinceSeconds: since });
    expect(demo.subject).toBe('Hemos recibido tu solicitud de demo de Worknest');
    expect(demo.body.text).toContain('Hola, Lucía:');
  });

  it('a validation failure names its code beside the English message', async () => {
    const answer = await new ApiClient().post<{ message: string; messageCode?: string; issues: { path: string; code?: string }[] }>(
      '/api/waitlist',
      { email: 'nobody', role: 'hr', companyName: 'Acme' },
      { headers: fromIp() },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please enter a valid work email');
    expect(answer.body.messageCode).toBe('work_email_invalid');
    expect(answer.body.issues[0]?.code).toBe('work_email_invalid');
  });
});
