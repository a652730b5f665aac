/**
 * Every key of the single table is built here, and only here (docs/data-model.md).
 * Never spell a key prefix anywhere else.
 */
export const keys = {
  company: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'COMPANY' }),
  companiesIndex: (domain: string) => ({ gsi1pk: 'COMPANIES', gsi1sk: domain }),

  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  /** Uniqueness guard and lookup: one item per e-mail address. */
  userEmail: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  companyMembersIndex: (domain: string, email: string) => ({ gsi1pk: `COMPANY#${domain}#USERS`, gsi1sk: email }),
  companyMembersPartition: (domain: string) => `COMPANY#${domain}#USERS`,

  magicLink: (tokenHash: string) => ({ pk: `MAGIC#${tokenHash}`, sk: 'MAGIC' }),

  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  userSessionsIndex: (userId: string, createdAt: string) => ({ gsi1pk: `USER#${userId}#SESSIONS`, gsi1sk: createdAt }),
  userSessionsPartition: (userId: string) => `USER#${userId}#SESSIONS`,

  // Public site (waitlist and demo requests): one item per e-mail; lists newest first on gsi1.
  waitlistEntry: (email: string) => ({ pk: `WAITLIST#${email}`, sk: 'WAITLIST' }),
  waitlistIndex: (submittedAt: string, email: string) => ({ gsi1pk: 'WAITLIST', gsi1sk: `${submittedAt}#${email}` }),
  waitlistPartition: () => 'WAITLIST',
  demoRequest: (email: string) => ({ pk: `DEMO#${email}`, sk: 'DEMO' }),
  demoRequestsIndex: (submittedAt: string, email: string) => ({ gsi1pk: 'DEMO_REQUESTS', gsi1sk: `${submittedAt}#${email}` }),
  demoRequestsPartition: () => 'DEMO_REQUESTS',

  rateLimit: (scope: string, subject: string, windowStart: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
} as const;
