/**
 * Which parts of the single table each function may touch (issue 14, item 10): the key families
 * (partition-key prefixes) per handler of the route table, the job table and the topic
 * subscribers. The CDK app turns them into `dynamodb:LeadingKeys` conditions on the function's
 * table grant (infra/lib/constructs/resource-grants.ts), so a public form's function cannot read
 * sessions and a listing route cannot touch payments. infra/test/table-access.test.ts checks that
 * every function with a table resource has an entry, and that the entry is exactly the families
 * its bundled code builds keys for (store/keys.ts calls in its modules); its failure message
 * prints the entry to write.
 */

/**
 * The families of partition keys in the single table: the part of a partition key (`pk`, or an
 * index's `gsi<n>pk`) before its first `#` (`USER#123#TRIPS` is a USER key). A function's IAM
 * grant on the table names the families it may touch (`dynamodb:LeadingKeys`, issue 14 item 10):
 * `tableAccess` below declares them per function.
 *
 * Spelled here because the CDK app reads this file and never imports store code;
 * store/key-families.test.ts checks this list is exactly what store/keys.ts builds.
 */
export const keyFamilies = [
  'APPROVALS',
  'BOOKING',
  'BOOKING_REQUESTS',
  'CALENDAR_FEED',
  'CALENDAR_SYNC',
  'COMPANIES',
  'COMPANY',
  'COMPANY_BILLING',
  'CONNECTION',
  'CONVERSATION',
  'CONVERSATION_PAIR',
  'DEMO',
  'DEMO_REQUESTS',
  'DIGEST',
  'EMAIL',
  'LISTING',
  'LISTING_CLEANUPS',
  'MAGIC',
  'MESSAGE_MAIL',
  'NOTICE',
  'OUTBOX',
  'PAYMENT_INTENT',
  'PAYOUTS_DUE',
  'PHOTO',
  'PHOTO_PURGES',
  'PHOTO_UPLOAD',
  'RATE',
  'REPORT',
  'REPORTS',
  'REVIEW',
  'REVIEWS',
  'SCIM_TOKEN',
  'SEARCH_ALERTS',
  'SESSION',
  'SSO_LOGIN',
  'STATS',
  'STRIPE_ACCOUNT',
  'STRIPE_EVENT',
  'SUPPRESSION',
  'SWAP',
  'USER',
  'WAITLIST',
] as const;
export type KeyFamily = (typeof keyFamilies)[number];

/** `USER#123#TRIPS` → `USER`; `COMPANIES` → `COMPANIES`. */
export function familyOfPartitionKey(value: string): string {
  return value.split('#', 1)[0]!;
}

/**
 * `dynamodb:LeadingKeys` patterns for families: both the bare name (constant partitions such as
 * `WAITLIST`) and `NAME#*`, so `DEMO` does not also admit `DEMO_REQUESTS`.
 */
export function leadingKeyPatterns(families: readonly KeyFamily[]): string[] {
  return [...new Set(families)].sort().flatMap((family) => [family, `${family}#*`]);
}

/** Whether a partition key value belongs to one of the families (what the IAM condition checks). */
export function leadingKeyAllowed(value: string, families: readonly string[]): boolean {
  return families.includes(familyOfPartitionKey(value));
}

/** Handler path (functions/src, no extension) → the key families its code touches. */
export const tableAccess: Readonly<Record<string, readonly KeyFamily[]>> = {
  'http/auth/request-magic-link': ['COMPANIES', 'COMPANY', 'EMAIL', 'MAGIC', 'RATE', 'SESSION', 'STATS', 'USER'],
  'http/auth/verify': ['COMPANIES', 'COMPANY', 'EMAIL', 'MAGIC', 'SESSION', 'STATS', 'USER'],
  'http/auth/preview-link': ['COMPANIES', 'COMPANY', 'EMAIL', 'MAGIC', 'SESSION', 'STATS', 'USER'],
  'http/auth/logout': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/auth/get-current-user': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/auth/confirm-eligibility': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/users/get-user': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/users/update-user': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/users/export-my-data': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'DEMO', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PAYMENT_INTENT', 'PHOTO', 'RATE', 'REPORT', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'SWAP', 'USER', 'WAITLIST'],
  'http/users/delete-my-account': ['BOOKING', 'BOOKING_REQUESTS', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DEMO', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MAGIC', 'MESSAGE_MAIL', 'NOTICE', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'PHOTO_PURGES', 'RATE', 'REPORT', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'STRIPE_ACCOUNT', 'SUPPRESSION', 'SWAP', 'USER', 'WAITLIST'],
  'http/notifications/get-notification-settings': ['COMPANIES', 'COMPANY', 'DIGEST', 'EMAIL', 'MESSAGE_MAIL', 'NOTICE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/notifications/update-notification-settings': ['COMPANIES', 'COMPANY', 'DIGEST', 'EMAIL', 'MESSAGE_MAIL', 'NOTICE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/notifications/unsubscribe': ['COMPANIES', 'COMPANY', 'DIGEST', 'EMAIL', 'MESSAGE_MAIL', 'NOTICE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/payments/get-payments-config': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/payments/create-payment-intent': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'USER'],
  'http/bookings/confirm-booking': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/bookings/cancel-booking': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'SESSION', 'STATS', 'USER'],
  'http/bookings/list-my-bookings': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/bookings/list-host-bookings': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/bookings/get-booking-by-payment-intent': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'SESSION', 'STATS', 'USER'],
  // Issue 41: offices (HR edits, members read) and the map style.
  'http/hr/get-offices': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/put-offices': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/offices/list-offices': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/maps/get-map-style': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  // Issue 41: the stay page (the booking, its listing's address and guide, guest and host).
  'http/bookings/get-stay': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PAYMENT_INTENT', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/bookings/get-cancellation': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'SESSION', 'STATS', 'USER'],
  'http/bookings/cancel-stay': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/bookings/accept-request': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/bookings/decline-request': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'webhooks/stripe-webhook': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'STRIPE_EVENT', 'SUPPRESSION', 'USER'],
  'http/marketing/join-waitlist': ['COMPANIES', 'COMPANY', 'DEMO', 'DEMO_REQUESTS', 'DIGEST', 'EMAIL', 'MESSAGE_MAIL', 'NOTICE', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER', 'WAITLIST'],
  'http/marketing/list-waitlist': ['COMPANIES', 'COMPANY', 'DEMO', 'DEMO_REQUESTS', 'EMAIL', 'SESSION', 'STATS', 'USER', 'WAITLIST'],
  'http/marketing/request-demo': ['COMPANIES', 'COMPANY', 'DEMO', 'DEMO_REQUESTS', 'DIGEST', 'EMAIL', 'MESSAGE_MAIL', 'NOTICE', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER', 'WAITLIST'],
  'http/marketing/list-demo-requests': ['COMPANIES', 'COMPANY', 'DEMO', 'DEMO_REQUESTS', 'EMAIL', 'SESSION', 'STATS', 'USER', 'WAITLIST'],
  'http/listings/create-listing': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/listings/list-listings': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/listings/list-my-listings': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/listings/get-listing': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/listings/delete-listing': ['BOOKING', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/listings/update-listing': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/uploads/create-upload-url': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SESSION', 'STATS', 'USER'],
  'http/uploads/create-multipart-upload': ['COMPANIES', 'COMPANY', 'EMAIL', 'PHOTO_UPLOAD', 'RATE', 'SESSION', 'STATS', 'USER'],
  'http/uploads/list-multipart-parts': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/uploads/sign-multipart-part': ['COMPANIES', 'COMPANY', 'EMAIL', 'PHOTO_UPLOAD', 'SESSION', 'STATS', 'USER'],
  'http/uploads/complete-multipart-upload': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/uploads/abort-multipart-upload': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/list-employees': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/get-employee-deactivation': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'SESSION', 'STATS', 'USER'],
  'http/hr/deactivate-employee': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/hr/reactivate-employee': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'SESSION', 'STATS', 'USER'],
  'http/business-stays/get-business-stay-options': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/business-stays/create-business-stay': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  // Issue 35: travel policy and approvals.
  'http/listings/get-policy-check': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/approvals/list-approvals': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'SESSION', 'STATS', 'USER'],
  'http/approvals/approve-stay': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/approvals/reject-stay': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/approvals/withdraw-stay': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/approvals/preview-approval-link': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/approvals/decide-approval-link': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/hr/get-travel-policy': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/put-travel-policy': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/put-employee-manager': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/get-billing': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/put-billing': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/create-billing-setup-intent': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/list-invoices': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/get-cost-centres': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/hr/put-cost-centres': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  // Issue 37: home exchange (credits on USER keys, the programme and rewards on COMPANY keys).
  'http/credits/get-credits': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/credits/create-credit-stay': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/credits/get-exchange-programme': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/credits/put-exchange-programme': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/credits/adjust-credits': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/credits/get-host-rewards': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/credits/put-host-rewards': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/swaps/list-swaps': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'SWAP', 'USER'],
  'http/swaps/create-swap': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'SWAP', 'USER'],
  'http/swaps/accept-swap': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'SWAP', 'USER'],
  'http/swaps/decline-swap': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'SWAP', 'USER'],
  'http/swaps/counter-swap': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'SWAP', 'USER'],
  'http/swaps/withdraw-swap': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'SWAP', 'USER'],
  'http/travel-reports/get-travel-report': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/travel-reports/get-travel-report-csv': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/travel-reports/get-hotel-benchmarks': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/travel-reports/put-hotel-benchmarks': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/travel-reports/list-travellers': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'jobs/send-travel-summaries': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'DIGEST', 'EMAIL', 'LISTING', 'MESSAGE_MAIL', 'NOTICE', 'PAYMENT_INTENT', 'STATS', 'SUPPRESSION', 'USER'],
  // Directory sync (issue 38)
  'http/hr/get-directory-sync': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'SESSION', 'STATS', 'USER'],
  'http/hr/issue-directory-sync-token': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'SESSION', 'STATS', 'USER'],
  'http/hr/update-directory-sync-groups': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'SESSION', 'STATS', 'USER'],
  'http/scim/get-service-provider-config': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/list-resource-types': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/get-resource-type': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/list-schemas': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/get-schema': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/list-users': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/create-user': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SCIM_TOKEN', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/scim/get-user': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/replace-user': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SCIM_TOKEN', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/scim/patch-user': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SCIM_TOKEN', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/scim/delete-user': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SCIM_TOKEN', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/scim/list-groups': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/create-group': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/get-group': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/replace-group': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/patch-group': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/scim/delete-group': ['COMPANIES', 'COMPANY', 'EMAIL', 'RATE', 'SCIM_TOKEN', 'STATS', 'USER'],
  'http/admin/find-user': ['COMPANIES', 'COMPANY', 'DIGEST', 'EMAIL', 'MESSAGE_MAIL', 'NOTICE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/admin/change-user-role': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/admin/erase-user': ['BOOKING', 'BOOKING_REQUESTS', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DEMO', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MAGIC', 'MESSAGE_MAIL', 'NOTICE', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'PHOTO_PURGES', 'RATE', 'REPORT', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'STRIPE_ACCOUNT', 'SUPPRESSION', 'SWAP', 'USER', 'WAITLIST'],
  'http/admin/list-companies': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/admin/enroll-company': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/admin/set-company-status': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/admin/list-listings': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'SESSION', 'STATS', 'USER'],
  'http/admin/set-listing-status': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/admin/get-analytics': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/admin/list-bookings': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'SESSION', 'STATS', 'USER'],
  'http/admin/list-pending-reviews': ['BOOKING', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/admin/approve-review': ['BOOKING', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/admin/reject-review': ['BOOKING', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/reviews/create-review': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/reviews/get-stay-review': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/reviews/list-listing-reviews': ['BOOKING', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/conversations/start-conversation': ['COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/conversations/list-conversations': ['COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'EMAIL', 'LISTING', 'SESSION', 'STATS', 'USER'],
  'http/conversations/list-messages': ['COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'EMAIL', 'LISTING', 'SESSION', 'STATS', 'USER'],
  'http/conversations/send-message': ['COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'MESSAGE_MAIL', 'NOTICE', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/favourites/list-favourites': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/favourites/put-favourite': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/favourites/delete-favourite': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/blocks/list-blocks': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/blocks/block-member': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/blocks/unblock-member': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/reports/file-report': ['BOOKING', 'COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'RATE', 'REPORT', 'REPORTS', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/admin/list-reports': ['BOOKING', 'COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'RATE', 'REPORT', 'REPORTS', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/admin/resolve-report': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'REPORT', 'REPORTS', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'http/saved-searches/list-saved-searches': ['COMPANIES', 'COMPANY', 'EMAIL', 'SEARCH_ALERTS', 'SESSION', 'STATS', 'USER'],
  'http/saved-searches/create-saved-search': ['COMPANIES', 'COMPANY', 'EMAIL', 'SEARCH_ALERTS', 'SESSION', 'STATS', 'USER'],
  'http/saved-searches/update-saved-search': ['COMPANIES', 'COMPANY', 'EMAIL', 'SEARCH_ALERTS', 'SESSION', 'STATS', 'USER'],
  'http/saved-searches/delete-saved-search': ['COMPANIES', 'COMPANY', 'EMAIL', 'SEARCH_ALERTS', 'SESSION', 'STATS', 'USER'],
  'ws/connect': ['COMPANIES', 'COMPANY', 'CONNECTION', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'ws/disconnect': ['COMPANIES', 'COMPANY', 'CONNECTION', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'ws/default': ['COMPANIES', 'COMPANY', 'CONNECTION', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'jobs/expire-booking-requests': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'USER'],
  'jobs/send-notifications': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'DEMO', 'DEMO_REQUESTS', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'PAYMENT_INTENT', 'PHOTO', 'REVIEW', 'REVIEWS', 'STATS', 'SUPPRESSION', 'USER', 'WAITLIST'],
  'events/record-mail-feedback': ['DIGEST', 'MESSAGE_MAIL', 'NOTICE', 'SUPPRESSION', 'USER'],
  'events/send-outbox-mail': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'OUTBOX', 'PAYMENT_INTENT', 'PHOTO', 'STATS', 'USER'],
  'http/reviews/reply-to-review': ['BOOKING', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'REVIEW', 'REVIEWS', 'SESSION', 'STATS', 'USER'],
  'http/calendars/get-calendar-feed': ['BOOKING', 'BOOKING_REQUESTS', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PAYMENT_INTENT', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/calendars/regenerate-calendar-feed': ['BOOKING', 'BOOKING_REQUESTS', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PAYMENT_INTENT', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/calendars/get-listing-feed': ['BOOKING', 'BOOKING_REQUESTS', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PAYMENT_INTENT', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/calendars/get-legacy-listing-feed': ['BOOKING', 'BOOKING_REQUESTS', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PAYMENT_INTENT', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/calendars/get-calendar-imports': ['CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'SESSION', 'STATS', 'USER'],
  'http/calendars/put-calendar-imports': ['CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'USER'],
  'http/calendars/sync-calendar-imports': ['CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'USER'],
  'http/calendars/get-stay-calendar': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'SESSION', 'STATS', 'USER'],
  'jobs/sync-calendar-imports': ['CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANY', 'LISTING', 'LISTING_CLEANUPS', 'PHOTO', 'RATE', 'STATS', 'USER'],
  'jobs/send-search-alerts': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANY', 'DIGEST', 'EMAIL', 'LISTING', 'MESSAGE_MAIL', 'NOTICE', 'PAYMENT_INTENT', 'SEARCH_ALERTS', 'STATS', 'SUPPRESSION', 'USER'],
  'jobs/bill-company-stays': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'STATS', 'USER'],
  'jobs/reveal-reviews': ['BOOKING', 'LISTING', 'REVIEW', 'REVIEWS'],
  // Issue 41: the search snapshots (ADR 0125).
  'jobs/refresh-search-snapshots': ['COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'STATS', 'USER'],
  'http/payouts/start-payout-onboarding': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'RATE', 'SESSION', 'STATS', 'STRIPE_ACCOUNT', 'USER'],
  'http/payouts/get-payouts': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'RATE', 'SESSION', 'STATS', 'STRIPE_ACCOUNT', 'USER'],
  'webhooks/stripe-connect-webhook': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'EMAIL', 'LISTING', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'RATE', 'SESSION', 'STATS', 'STRIPE_ACCOUNT', 'STRIPE_EVENT', 'USER'],
  'jobs/expire-approvals': ['APPROVALS', 'BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'COMPANY_BILLING', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'STATS', 'SUPPRESSION', 'USER'],
  'jobs/expire-swaps': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANIES', 'COMPANY', 'CONNECTION', 'CONVERSATION', 'CONVERSATION_PAIR', 'DIGEST', 'EMAIL', 'LISTING', 'LISTING_CLEANUPS', 'MESSAGE_MAIL', 'NOTICE', 'OUTBOX', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'PHOTO', 'RATE', 'SESSION', 'STATS', 'SUPPRESSION', 'SWAP', 'USER'],
  'jobs/pay-hosts': ['BOOKING', 'BOOKING_REQUESTS', 'COMPANY', 'COMPANY_BILLING', 'LISTING', 'PAYMENT_INTENT', 'PAYOUTS_DUE', 'STRIPE_ACCOUNT', 'USER'],
  'jobs/purge-erased-photos': ['PHOTO_PURGES'],
  'http/auth/sso-discover': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/auth/sso-start': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'SSO_LOGIN', 'STATS', 'USER'],
  'http/auth/sso-callback': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'SSO_LOGIN', 'STATS', 'USER'],
  'http/marketing/get-waitlist-history': ['COMPANIES', 'COMPANY', 'DEMO', 'DEMO_REQUESTS', 'EMAIL', 'SESSION', 'STATS', 'USER', 'WAITLIST'],
  'http/marketing/get-demo-request-history': ['COMPANIES', 'COMPANY', 'DEMO', 'DEMO_REQUESTS', 'EMAIL', 'SESSION', 'STATS', 'USER', 'WAITLIST'],
  'http/admin/verify-company-domain': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/admin/update-company-sso': ['COMPANIES', 'COMPANY', 'CONNECTION', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/admin/test-company-sso': ['COMPANIES', 'COMPANY', 'CONNECTION', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'jobs/verify-pending-domains': ['COMPANIES', 'COMPANY', 'EMAIL', 'STATS', 'USER'],
  'jobs/finish-listing-cleanups': ['BOOKING', 'CALENDAR_FEED', 'CALENDAR_SYNC', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'LISTING', 'LISTING_CLEANUPS', 'REVIEW', 'REVIEWS', 'USER'],
  'http/conversations/mark-read': ['COMPANIES', 'COMPANY', 'CONVERSATION', 'CONVERSATION_PAIR', 'EMAIL', 'LISTING', 'SESSION', 'STATS', 'USER'],
  // Self-serve company sign-up (issue 38)
  'http/companies/request-company-signup': ['COMPANIES', 'COMPANY', 'EMAIL', 'MAGIC', 'RATE', 'SESSION', 'STATS', 'USER'],
  'http/companies/confirm-company-signup': ['COMPANIES', 'COMPANY', 'EMAIL', 'MAGIC', 'SESSION', 'STATS', 'USER'],
  'http/companies/get-company-setup': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/companies/verify-company-setup-domain': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'http/companies/start-setup-fee-checkout': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
  'jobs/expire-pending-companies': ['COMPANIES', 'COMPANY', 'EMAIL', 'SESSION', 'STATS', 'USER'],
};

/** The declared families of a handler; throws for a handler without an entry (a synth error). */
export function tableKeyFamiliesOf(handler: string): readonly KeyFamily[] {
  const families = tableAccess[handler];
  if (!families) throw new Error(`functions/src/config/table-access.ts declares no key families for ${handler}: add its entry (infra/test/table-access.test.ts prints it).`);
  return families;
}
