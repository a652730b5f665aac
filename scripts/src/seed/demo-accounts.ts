import type { Role } from '@worknest/shared/auth';

/** The demo companies and accounts that docs, tests and checks rely on (README lists them). */
export const demoCompanies = [
  { domain: 'acme.test', name: 'Acme' },
  { domain: 'globex.test', name: 'Globex' },
] as const;

export const demoAccounts: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'ada@acme.test', role: 'admin', firstName: 'Ada', lastName: 'Lovelace' },
  { email: 'hana@acme.test', role: 'hr', firstName: 'Hana', lastName: 'Sato' },
  { email: 'sam@acme.test', role: 'employee', firstName: 'Sam', lastName: 'Rivera' },
  { email: 'alex@acme.test', role: 'employee', firstName: 'Alex', lastName: 'Kim' },
  { email: 'gus@globex.test', role: 'employee', firstName: 'Gus', lastName: 'Moreau' },
];

/** What `npm run dev` prints about the demo accounts (README shows the same lines). */
export function demoAccountLines(): string[] {
  return ['Demo accounts (sign in with the link from the inbox):', ...demoAccounts.map((a) => `  ${a.email.padEnd(18)} ${a.role}`)];
}
