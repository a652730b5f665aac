import providers from 'email-providers/all.json' with { type: 'json' };

/**
 * Free-mail and disposable e-mail domains (issue 38): the list of the `email-providers` package
 * (about 8,700 domains of free and disposable providers, built from goware/emailproviders and
 * published monthly), never a hand-typed one. docs/adr/0120-self-serve-company-sign-up.md says
 * why this package. Only the sign-up function bundles it; browsers never download it.
 */
const FREE_MAIL = new Set<string>(providers as string[]);

/** Whether the domain, or a domain it is under (`eu.mailinator.com`), is a free-mail or disposable provider's. */
export function isFreeMailDomain(domain: string): boolean {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.');
  for (let i = 0; i < labels.length - 1; i += 1) if (FREE_MAIL.has(labels.slice(i).join('.'))) return true;
  return false;
}
