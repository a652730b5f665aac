import { describe, expect, it } from 'vitest';
import { LOCAL_SITE_CONTACTS } from '@worknest/shared/site-contacts';
import { ApiClient } from './support/api-client';
import { nowSeconds, waitForMail } from './support/inbox';
import { fromIp, newCompany } from './support/members';

/** Support, privacy and legal addresses and social profiles are stage settings (issue 13). */
describe('the stage’s contacts', () => {
  it('are served to the site from the stage settings, to anyone', async () => {
    const answer = await new ApiClient().get('/api/site/contacts');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(LOCAL_SITE_CONTACTS);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('are named in every e-mail: a support line, and replies go to support', async () => {
    const email = `someone@${await newCompany()}`;
    const since = nowSeconds();
    const answer = await new ApiClient().post('/api/auth/request-magic-link', { email }, { headers: fromIp() });
    expect(answer.status).toBe(200);
    const mail = await waitForMail(email, { sinceSeconds: since });
    expect(mail.replyTo).toEqual([LOCAL_SITE_CONTACTS.supportEmail]);
    expect(mail.body.text).toMatch(new RegExp(`Questions\\? Write to ${LOCAL_SITE_CONTACTS.supportEmail.replace('.', '\\.')}\\.$`));
    expect(mail.body.html).toContain(`href="mailto:${LOCAL_SITE_CONTACTS.supportEmail}"`);
  });
});
