import { describe, expect, it } from 'vitest';
import { isFreeMailDomain } from './free-mail-domains';

describe('free-mail and disposable domains come from the email-providers package (issue 38)', () => {
  it.each(['gmail.com', 'outlook.com', 'proton.me', 'gmx.de', 'mailinator.com', 'yopmail.com', 'guerrillamail.com', '10minutemail.com', 'GMAIL.COM', 'eu.mailinator.com'])('%s is refused', (domain) => {
    expect(isFreeMailDomain(domain)).toBe(true);
  });

  it.each(['acme.test', 'example-co.test', 'worknest.app', 'com', 'gmail.com.acme.test'])('%s is a company domain', (domain) => {
    expect(isFreeMailDomain(domain)).toBe(false);
  });
});
