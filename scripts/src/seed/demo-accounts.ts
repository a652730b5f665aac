import type { Role } from '@worknest/shared/auth';

/** The demo companies and accounts that docs, tests and checks rely on (README lists them). */
export const demoCompanies = [
  { domain: 'acme.test', name: 'Acme' },
  { domain: 'globex.test', name: 'Globex' },
  // Issue 19: signs in only through the local OpenID provider (single sign-on required).
  { domain: 'initech.test', name: 'Initech' },
] as const;

export const demoAccounts: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'ada@acme.test', role: 'admin', firstName: 'Ada', lastName: 'Lovelace' },
  { email: 'hana@acme.test', role: 'hr', firstName: 'Hana', lastName: 'Sato' },
  { email: 'sam@acme.test', role: 'employee', firstName: 'Sam', lastName: 'Rivera' },
  { email: 'alex@acme.test', role: 'employee', firstName: 'Alex', lastName: 'Kim' },
  { email: 'gus@globex.test', role: 'employee', firstName: 'Gus', lastName: 'Moreau' },
  { email: 'ivy@initech.test', role: 'employee', firstName: 'Ivy', lastName: 'Ito' },
  { email: 'ian@initech.test', role: 'hr', firstName: 'Ian', lastName: 'Okafor' },
];

/** Accounts of companies that require single sign-on: they sign in at the local OpenID provider. */
const ssoDomains = new Set(['initech.test']);

/** What `npm run dev` prints about the demo accounts (README shows the same lines). */
export function demoAccountLines(): string[] {
  const byLink = demoAccounts.filter((a) => !ssoDomains.has(a.email.split('@')[1]!));
  const bySso = demoAccounts.filter((a) => ssoDomains.has(a.email.split('@')[1]!));
  return [
    'Demo accounts (sign in with the link from the inbox):',
    ...byLink.map((a) => `  ${a.email.padEnd(18)} ${a.role}`),
    'Single sign-on (Initech requires it; the app sends you to the OpenID provider, password "worknest"):',
    ...bySso.map((a) => `  ${a.email.padEnd(18)} ${a.role}`),
  ];
}
