import { FORMER_MEMBER_NAME } from '@worknest/shared/people';
import type { ReportGrouping, ReportRow } from '@worknest/shared/hr-report-rules';

/** The catalog key of a row the server could not name (no country, city or cost centre; an erased traveller). */
export type UnnamedRowKey = 'reports.row.unknownCountry' | 'reports.row.unknownCity' | 'reports.row.noCostCentre' | 'reports.row.formerMember';

/**
 * A report row's label in the reader's language: places, cost centres and people keep the names
 * they were given; only the server's English for a missing one ("Unknown country", "No cost
 * centre", "Former member", hr-report-rules `labelOf`) is replaced by the catalog's text.
 */
export function unnamedRowKey(grouping: ReportGrouping, row: Pick<ReportRow, 'key' | 'label'>): UnnamedRowKey | null {
  switch (grouping) {
    case 'country':
      return row.key ? null : 'reports.row.unknownCountry';
    case 'city':
      return row.key.split('/')[1] ? null : 'reports.row.unknownCity';
    case 'costCentre':
      return row.key ? null : 'reports.row.noCostCentre';
    case 'traveller':
      return row.label === FORMER_MEMBER_NAME ? 'reports.row.formerMember' : null;
    case 'month':
      return null;
  }
}
