/**
 * The admin CLI: `npm run admin -- <command>` against the running local cloud (`npm run dev`), or
 * with `--stage <name>` against a deployed stage with the caller's AWS credentials.
 *
 *   company add <domain> <name>     enroll a company (pending: prints the TXT record to publish)
 *   company verify <domain>         look up the domain's TXT record now; found, the company is active
 *   company list                    list enrolled companies
 *   dns txt <name> <value>          local cloud only: add a TXT record to the local DNS server
 *   user role <email> <role>        employee | hr | admin
 *   user deactivate <email>         end the user's sessions and block sign-in
 *   stats recount                   rebuild the admin analytics counters and HR's business-travel aggregates from the data (scans the table)
 *   listings migrate                add the work-ready checklist, paused and lastAvailableDate to listings
 *                                   written before issue 16 (idempotent; by company, no Scan)
 *   users canonicalize              move users to their canonical mailbox (issue 14; scans the table)
 */
import { roleSchema } from '@worknest/shared/auth';
import { canonicalMailbox as normalizeEmail } from '@worknest/shared/email';
import { resolveAdminTarget } from './admin/resolve-target';

const usage = `Usage: npm run admin -- [--stage <name>] <command>
  company add <domain> <name>
  company verify <domain>
  company list
  dns txt <name> <value>
  user role <email> <employee|hr|admin>
  user deactivate <email>
  stats recount
  listings migrate
  users canonicalize`;

async function main(argv: string[]): Promise<number> {
  const stageAt = argv.indexOf('--stage');
  const stage = stageAt >= 0 ? argv[stageAt + 1] : undefined;
  if (stageAt >= 0 && !stage) return fail('--stage needs a name');
  const args = stageAt >= 0 ? [...argv.slice(0, stageAt), ...argv.slice(stageAt + 2)] : argv;
  const [area, command, ...rest] = args;
  if (!area || !command) return fail(usage);

  Object.assign(process.env, await resolveAdminTarget(stage));
  const companies = await import('@worknest/functions/store/companies');
  const users = await import('@worknest/functions/store/users');
  const { deactivateUser } = await import('@worknest/functions/domain/users/deactivate-user');
  const { enrollCompany } = await import('@worknest/functions/domain/companies/manage-company');
  const { setUserRole } = await import('@worknest/functions/domain/users/change-role');
  const { ConflictError } = await import('@worknest/functions/domain/errors');

  if (area === 'dns' && command === 'txt') {
    // The local authoritative DNS server (issue 19) reads its records from this directory.
    const dir = process.env.LOCAL_DNS_RECORDS_DIR;
    const [name, ...valueParts] = rest;
    const value = valueParts.join(' ');
    if (stage || !dir) return fail('dns txt works against the local cloud only (npm run dev): publish real records at your DNS provider.');
    if (!name || !value) return fail('Usage: dns txt <name> <value>');
    const { addTxtRecord } = await import('@worknest/local-cloud/dns/dns-records');
    const records = await addTxtRecord(dir, name, value);
    console.log(`TXT records of ${name.toLowerCase()}: ${records.map((record) => JSON.stringify(record)).join(', ')}`);
    return 0;
  }
  if (area === 'company' && command === 'verify') {
    const [domain] = rest;
    if (!domain) return fail('Usage: company verify <domain>');
    const { verifyCompanyDomain } = await import('@worknest/functions/domain/companies/verify-domain');
    const result = await verifyCompanyDomain(domain.toLowerCase());
    console.log(result.message);
    return result.outcome === 'verified' || result.outcome === 'already-verified' ? 0 : 1;
  }

  if (area === 'company' && command === 'add') {
    const [domain, ...nameParts] = rest;
    const name = nameParts.join(' ').trim();
    if (!domain || !/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain) || !name) return fail('Usage: company add <domain> <name>');
    // The same rule as POST /api/admin/companies: a domain error, not an HTTP status, says it exists.
    let record: string | null;
    try {
      record = (await enrollCompany(domain.toLowerCase(), name)).verificationRecord;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      console.log(`${domain.toLowerCase()} is enrolled already.`);
      return 1;
    }
    console.log(`Enrolled ${domain.toLowerCase()} (${name}): pending until its domain is verified.`);
    console.log(`Publish this TXT record on ${domain.toLowerCase()}, then run: npm run admin -- company verify ${domain.toLowerCase()}`);
    console.log(`  ${record}`);
    return 0;
  }
  if (area === 'company' && command === 'list') {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await companies.listCompanies(100, startKey);
      for (const c of page.companies) console.log(`${c.domain.padEnd(24)} ${c.status.padEnd(10)} ${c.enrolledAt}  ${c.name}`);
      startKey = page.lastKey;
    } while (startKey);
    return 0;
  }
  if (area === 'user' && command === 'role') {
    const [email, role] = rest;
    const parsed = roleSchema.safeParse(role);
    if (!email || !parsed.success) return fail('Usage: user role <email> <employee|hr|admin>');
    const user = await users.getUserByEmail(normalizeEmail(email));
    if (!user) return fail(`No user with the e-mail ${email}. They appear after their first sign-in.`);
    await setUserRole(user.id, parsed.data);
    console.log(`${user.email} is now ${parsed.data}.`);
    return 0;
  }
  if (area === 'user' && command === 'deactivate') {
    const [email] = rest;
    if (!email) return fail('Usage: user deactivate <email>');
    const user = await users.getUserByEmail(normalizeEmail(email));
    if (!user) return fail(`No user with the e-mail ${email}.`);
    const done = await deactivateUser(user.id);
    console.log(`${user.email} is deactivated; their sessions have ended.`);
    if (done) {
      const { staysCancelled, requestsDeclined, staysInProgress, staysNotCancelled } = done.deactivation;
      console.log(`As a host: ${staysCancelled} upcoming stay(s) cancelled with a full refund, ${requestsDeclined} request(s) declined, ${staysInProgress.length} stay(s) under way left to finish.`);
      for (const stay of staysInProgress) console.log(`  under way: "${stay.listingTitle}" ${stay.checkIn} to ${stay.checkOut}`);
      if (staysNotCancelled > 0) {
        console.log(`${staysNotCancelled} booking(s) could not be closed (the payment provider did not answer): run this command again to finish.`);
        return 1;
      }
    }
    return 0;
  }
  if (area === 'stats' && command === 'recount') {
    const { recountCounters } = await import('@worknest/functions/domain/analytics/recount-counters');
    const result = await recountCounters();
    console.log(`Counters rebuilt: ${JSON.stringify(result.totals)} (${result.companies} companies, ${result.weeks} week items).`);
    // Issue 36: HR's business-travel aggregates, from the business stays.
    const { recountTravelAggregates } = await import('@worknest/functions/store/travel-reports');
    const travel = await recountTravelAggregates();
    console.log(`Business-travel aggregates rebuilt: ${travel.stays} business stays in ${travel.items} month items.`);
    return 0;
  }
  if (area === 'users' && command === 'canonicalize') {
    const result = await users.migrateToCanonicalMailboxes();
    for (const moved of result.moved) console.log(`moved ${moved.from} -> ${moved.to}`);
    for (const conflict of result.conflicts) {
      console.log(`CONFLICT ${conflict.address} (user ${conflict.userId}): ${conflict.canonical} belongs to user ${conflict.canonicalUserId}; deactivate one of them`);
    }
    console.log(`${result.moved.length} moved, ${result.conflicts.length} conflicts.`);
    return 0;
  }
  if (area === 'listings' && command === 'migrate') {
    const { migrateListingFields } = await import('@worknest/functions/domain/listings/migrate-listing-fields');
    const result = await migrateListingFields();
    console.log(`Listings migrated: ${result.migrated} of ${result.listings} in ${result.companies} companies (the others were current); search entries written: ${result.searchEntries}.`);
    return 0;
  }
  return fail(usage);
}

function fail(message: string): number {
  console.error(message);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`admin: ${error.message}`);
    process.exit(1);
  },
);
