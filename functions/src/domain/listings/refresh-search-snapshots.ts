import { logger } from '../../logging/logger';
import { listCompanies } from '../../store/companies';
import { buildSearchSnapshot, SNAPSHOT_REFRESH_MS } from '../../store/listing-search';
import { readSnapshotHeader, writeSearchSnapshot } from '../../store/search-snapshot';

/** What one company's refresh did. */
export type SnapshotRefresh = 'written' | 'unchanged' | 'empty' | 'raced';

/**
 * Issue 41 (ADR 0125): one company's search snapshot, from a full read of its search partition.
 * Written only when its entries changed (count or newest change) or the one stored is older than
 * SNAPSHOT_REFRESH_MS; a company without any entry gets none. Safe against itself: the write is
 * conditional on the snapshot it replaces ('raced': another run wrote first).
 */
export async function refreshSearchSnapshot(domain: string): Promise<{ outcome: SnapshotRefresh; entries: number; bytes?: number; parts?: number }> {
  const [snapshot, header] = await Promise.all([buildSearchSnapshot(domain), readSnapshotHeader(domain)]);
  if (!header && snapshot.items.length === 0) return { outcome: 'empty', entries: 0 };
  if (header && header.fingerprint === snapshot.fingerprint && snapshot.syncedToMs - header.syncedToMs < SNAPSHOT_REFRESH_MS) {
    return { outcome: 'unchanged', entries: header.entries, bytes: header.bytes, parts: header.parts };
  }
  const written = await writeSearchSnapshot(domain, snapshot, header);
  if (!written) return { outcome: 'raced', entries: snapshot.items.length };
  logger.info('search snapshot written', { companyDomain: domain, entries: snapshot.items.length, bytes: written.bytes, parts: written.parts });
  return { outcome: 'written', entries: snapshot.items.length, ...written };
}

/** Every company's snapshot, a few companies at a time (the refresh-search-snapshots job). */
export async function refreshSearchSnapshots(): Promise<Record<SnapshotRefresh, number>> {
  const counts: Record<SnapshotRefresh, number> = { written: 0, unchanged: 0, empty: 0, raced: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listCompanies(100, startKey);
    const domains = page.companies.map((company) => company.domain);
    for (let i = 0; i < domains.length; i += 4) {
      const outcomes = await Promise.all(domains.slice(i, i + 4).map((domain) => refreshSearchSnapshot(domain)));
      for (const { outcome } of outcomes) counts[outcome] += 1;
    }
    startKey = page.lastKey;
  } while (startKey);
  return counts;
}
