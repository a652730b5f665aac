import { lastAvailableDateOf } from '@worknest/shared/listing-options';
import { workReadyFromLegacy } from '@worknest/shared/work-ready';
import { listCompanies } from '../../store/companies';
import { nowMs } from '../../clock';
import { addIssue16Fields, ensureSearchEntry, listCompanyListingShapes } from '../../store/listings';
import { logger } from '../../logging/logger';

export interface ListingMigrationResult {
  companies: number;
  listings: number;
  migrated: number;
  /** Listings that got their search entry (issue 18). */
  searchEntries: number;
}

/**
 * One-off, idempotent migration of listings written before issue 16: adds the structured
 * work-ready checklist (WiFi text parsed to Mbps, "Dedicated workspace" read as desk and chair),
 * `paused: false` and `lastAvailableDate`, and removes the old WiFi text. It walks the store's
 * own access patterns (enrolled companies, then each company's listings on gsi3), never a Scan,
 * and writes each field only where it is missing, so a second run changes nothing.
 * It also writes the search entry (issue 18) of every listing that has none.
 * Run it with `npm run admin -- listings migrate` (also run by `npm run dev` on start).
 */
export async function migrateListingFields(): Promise<ListingMigrationResult> {
  const result: ListingMigrationResult = { companies: 0, listings: 0, migrated: 0, searchEntries: 0 };
  let companiesKey: Record<string, unknown> | undefined;
  do {
    const page = await listCompanies(100, companiesKey);
    for (const company of page.companies) {
      result.companies += 1;
      let listingsKey: Record<string, unknown> | undefined;
      do {
        const listings = await listCompanyListingShapes(company.domain, listingsKey);
        for (const shape of listings.items) {
          result.listings += 1;
          const needed = !shape.hasWorkReady || !shape.hasPaused || !shape.hasLastAvailableDate || shape.wifiSpeed !== undefined;
          if (needed) {
            const written = await addIssue16Fields(shape.id, {
              workReady: workReadyFromLegacy(shape),
              lastAvailableDate: lastAvailableDateOf(shape.availableDates),
            });
            if (written) result.migrated += 1;
          }
          // Issue 18: a search entry for listings written before search existed (after the fields above).
          if (await ensureSearchEntry(shape.id, nowMs())) result.searchEntries += 1;
        }
        listingsKey = listings.lastKey;
      } while (listingsKey);
    }
    companiesKey = page.lastKey;
  } while (companiesKey);
  logger.info('listings migrated to the work-ready checklist', { ...result });
  return result;
}
