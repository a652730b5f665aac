import { seedAccounts } from './seed-accounts';
import { seedBookings } from './bookings-seed';
import { seedCompanyBilling } from './company-billing-seed';
import { seedDirectorySync } from './directory-sync-seed';
import { seedExchange } from './exchange-seed';
import { seedListings } from './listings-seed';
import { seedOffices } from './offices-seed';
import { seedPayouts } from './payouts-seed';
import { seedTravelReports } from './travel-reports-seed';
import { seedTravelPolicy } from './travel-policy-seed';

/**
 * Demo data for `npm run dev` on an empty store (local only). Each feature adds its part here.
 * Returns the lines `npm run dev` prints about what it seeded (e.g. the demo accounts).
 */
export interface SeedContext {
  /** Environment with TABLE_NAME, UPLOADS_BUCKET, AWS_ENDPOINT_URL_* and local credentials set. */
  env: Record<string, string>;
}

export async function seedDemoData(context: SeedContext): Promise<string[]> {
  // The store modules read their endpoints and table from the environment, as in a Lambda.
  Object.assign(process.env, context.env);
  const lines: string[] = [];
  lines.push(...(await seedAccounts()));
  lines.push(...(await seedListings()));
  lines.push(...(await seedOffices()));
  lines.push(...(await seedBookings()));
  lines.push(...(await seedPayouts()));
  lines.push(...(await seedCompanyBilling()));
  // Issue 36: a year of Acme's business stays for HR's travel reports (after billing: its cost centres).
  lines.push(...(await seedTravelReports()));
  // Issue 35: Acme's travel policy (hana approves as HR).
  lines.push(...(await seedTravelPolicy()));
  lines.push(...(await seedDirectorySync()));
  // Issue 37: Acme's home exchange (credits, swaps, rewards for hosts) and alex's swap proposal to sam.
  lines.push(...(await seedExchange()));
  return lines;
}
