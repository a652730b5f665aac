import { toCsv } from '@worknest/shared/csv';
import type { DemoRequestEntry, WaitlistEntry } from '@worknest/shared/marketing';
import { MARKETING_ROLE_LABELS, REGION_LABELS } from '@worknest/shared/marketing-options';

/*
 * The admin's CSV exports: RFC 4180 quoting and formula-safe cells come from `toCsv`. Times are
 * ISO 8601 in UTC, which every spreadsheet sorts and converts correctly.
 */

export function waitlistCsv(entries: readonly WaitlistEntry[]): string {
  return toCsv(
    ['Submitted at (UTC)', 'Email', 'Role', 'Company', 'Company size', 'Primary regions', 'Form', 'First submitted at (UTC)', 'Submissions'],
    entries.map((entry) => [
      entry.submittedAt,
      entry.email,
      MARKETING_ROLE_LABELS[entry.role],
      entry.companyName,
      entry.companySize,
      entry.regions.map((region) => REGION_LABELS[region]).join('; '),
      entry.source === 'quick' ? 'Quick form' : 'Waitlist modal',
      entry.firstSubmittedAt,
      entry.submissionCount,
    ]),
  );
}

export function demoRequestsCsv(entries: readonly DemoRequestEntry[]): string {
  return toCsv(
    ['Submitted at (UTC)', 'Name', 'Email', 'Company', 'Role', 'Company size', 'Message', 'First submitted at (UTC)', 'Submissions'],
    entries.map((entry) => [
      entry.submittedAt,
      entry.name,
      entry.email,
      entry.company,
      MARKETING_ROLE_LABELS[entry.role],
      entry.companySize,
      entry.message,
      entry.firstSubmittedAt,
      entry.submissionCount,
    ]),
  );
}
