/** Both documents were last revised on this date (SPEC.md §2). */
export const LEGAL_LAST_UPDATED = 'October 13, 2025';

