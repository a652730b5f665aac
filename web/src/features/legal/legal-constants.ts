/** Both documents were last revised on this date (SPEC.md §2). */
export const LEGAL_LAST_UPDATED = 'October 13, 2025';

/** Where people reach us about their data and about these terms. */
export const PRIVACY_EMAIL = 'privacy@worknest.example';
export const LEGAL_EMAIL = 'legal@worknest.example';
