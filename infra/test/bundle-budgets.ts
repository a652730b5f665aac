/**
 * Size budget of every function bundle, KB (1 KB = 1,024 bytes) of the minified bundle without
 * its source map, as FUNCTION_BUNDLING builds it (functions/src/config/bundling.ts). About 5 %
 * above the size when the budget was set (issue 15), so normal work fits and a regression (zod's
 * whole namespace back, a heavy import in a shared module, the session code in /_health) fails
 * infra/test/bundle-size.test.ts. Raise a budget on purpose, in the same commit as the reason.
 * Size, not time: it is stable on a busy machine; the cold start it stands for is measured by
 * `npm run bench -- handlers` (docs/benchmarks.md).
 */
export const BUNDLE_BUDGET_KB: Record<string, number> = {
  // Issue 38, self-serve sign-up: the form's function carries the email-providers list of free-mail and
  // disposable domains (about 140 KB of JSON, 638 KB measured); the setup fee and the expiry job the
  // Stripe SDK (Checkout Sessions: 669 and 627 KB measured). About 5 % over.
  'http/companies/request-company-signup': 670,
  'http/companies/start-setup-fee-checkout': 705,
  'jobs/expire-pending-companies': 660,
  // Issue 34: company billing, about 5 % over the size measured when they landed. The two PUTs check
  // their bodies with the zod schemas the billing page shares; the Stripe SDK in the customer, the
  // SetupIntent and the invoices. put-cost-centres (859 KB for zod alone) is worth a look.
  'http/hr/put-billing': 1175,
  'http/hr/put-cost-centres': 900,
  'http/hr/create-billing-setup-intent': 705,
  'http/hr/list-invoices': 705,
  // Issue 34: business stays. The private checkout's checks and confirmation (confirm-paid-booking with
  // its mails and conversation) plus the invoice lines: 728 KB measured; the job 635 KB (Stripe SDK, bookings).
  'http/business-stays/create-business-stay': 830, // Issue 35: the policy check and the approval path (awaiting_approval), 765 -> 788 KB.
  // Issue 35: approving goes on with the business stay (Stripe: charge or invoice), 725-775 KB. Reject, withdraw and the
  // link preview move no money but share the approval module with approve; splitting it would take Stripe out of them.
  'http/approvals/approve-stay': 810,
  'http/approvals/decide-approval-link': 815,
  'http/approvals/preview-approval-link': 770,
  'http/approvals/reject-stay': 765,
  'http/approvals/withdraw-stay': 765,
  'jobs/expire-approvals': 790,
  'jobs/bill-company-stays': 670,
  // Issue 38: directory sync. The user writes deactivate (deactivateUser cancels a leaving host's
  // stays: the Stripe SDK, as http/hr/deactivate-employee) and parse loose SCIM bodies with zod; about 5 % over.
  'http/scim/create-user': 910,
  'http/scim/replace-user': 910,
  'http/scim/patch-user': 910,
  'http/scim/delete-user': 910,
  'http/scim/create-group': 550,
  'http/scim/replace-group': 550,
  'http/scim/patch-group': 550,
  'http/scim/delete-group': 550,
  'http/hr/update-directory-sync-groups': 550,
  // Issue 19: openid-client (with oauth4webapi) and the Secrets Manager client in the SSO sign-in flow.
  'http/auth/sso-callback': 540, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 600 -> 514 KB.
  'http/auth/sso-start': 535, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 592 -> 505 KB.
  // Set when they landed, about 5 % over: the Stripe SDK in the stay-changing routes and the
  // request expiry (issue 17), S3 in the listing edit (issue 16), SES and the outbox (issue 22).
  'http/bookings/accept-request': 800, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 850 -> 758 KB.
  'http/bookings/cancel-stay': 825, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 875 -> 783 KB.
  'http/bookings/decline-request': 800, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 852 -> 760 KB.
  'http/bookings/get-cancellation': 795, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 849 -> 757 KB.
  'http/listings/update-listing': 640, // Issue 15: the body checked without zod (http/listings/listing-inputs.ts), 653 -> 569 KB. Issue 41: an address change is geocoded (@aws-sdk/client-geo-places, 24 KB), -> 607 KB.
  'jobs/expire-booking-requests': 860,
  // Issue 15: payout and notification rules split from their schemas (payout-rules, notification-rules): no zod, set about 3 % over.
  // Issue 40: + the waitlist / demo-request confirmations' texts in five languages (mail-text catalogs, ~7 KB): 481.6 KB measured.
  // Issue 40 part 2: + the notify family's texts in five languages (messages, reminders, review requests, the
  // unsubscribe footer: 17.6 KB; the digest, search alerts and travel summary split off, ADR 0177): 502.8 KB measured.
  'jobs/send-notifications': 520,
  // Issue 15: the listing clean-up job (S3 and DynamoDB), about 5 % over.
  'jobs/finish-listing-cleanups': 535,
  // Issue 15: the erased members' photos (S3 and DynamoDB), about 5 % over.
  'jobs/purge-erased-photos': 530,
  // Issue 21: the Stripe SDK in the payout routes, the payout job and the Connect webhook, about 5 % over.
  'http/payouts/get-payouts': 705, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 757 -> 670 KB.
  'http/payouts/start-payout-onboarding': 680,
  'jobs/pay-hosts': 760,
  'webhooks/stripe-connect-webhook': 690,
  // Issue 20, about 5 % over: ical-generator (~30 KB) writes the feed and a stay's .ics; the import
  // side bundles ical.js (~76 KB; node-ical with its rrule and Temporal polyfills was ~290 KB until
  // issue 15) to read external calendars (the read-only GET of the imports' status leaves it out).
  'http/calendars/get-listing-feed': 475, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 529 -> 448 KB.
  'http/calendars/get-legacy-listing-feed': 475, // ADR 0083: the old path form of the feed, the same code as get-listing-feed.
  'http/calendars/get-stay-calendar': 465, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 523 -> 443 KB.
  'http/calendars/put-calendar-imports': 545, // Issue 15: without zod 810 -> 730 KB; ical.js for node-ical 730 -> 517 KB.
  'http/calendars/sync-calendar-imports': 540, // Issue 15: no schema module left 810 -> 726 KB; ical.js for node-ical 726 -> 514 KB.
  'jobs/sync-calendar-imports': 500, // Issue 15: no schema module left 773 -> 689 KB; ical.js for node-ical 689 -> 477 KB.
  'http/admin/approve-review': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 496 -> 411 KB.
  'http/admin/change-user-role': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 494 -> 410 KB.
  'http/admin/enroll-company': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 496 -> 411 KB.
  // The two erasures import most of the store (every kind of record a member has). The member's own crossed
  // 520 KB by 0.2 KB on 2026-11-29 (520.2 KB) when the shared store helpers (store/update-if.ts,
  // store/query-page.ts) and the outbox fan-out (ADR 0193) entered modules it imports: about 5 % over that.
  'http/admin/erase-user': 545, // Issue 15: without zod 703 -> 634 KB; photos deleted by the purge-erased-photos job (no S3 client) 634 -> 495 KB.
  'http/users/delete-my-account': 545, // Issue 15: without zod 716 -> 634 KB; photos deleted by the purge-erased-photos job (no S3 client) 634 -> 495 KB.
  'http/admin/find-user': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 485 -> 408 KB.
  'http/admin/get-analytics': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 494 -> 410 KB.
  // Issue 21: the payout split of each stay (shared/payouts) in Admin → Bookings.
  'http/admin/list-bookings': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 506 -> 412 KB.
  'http/admin/list-companies': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 494 -> 409 KB.
  'http/admin/list-listings': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 504 -> 412 KB.
  'http/admin/list-pending-reviews': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 495 -> 410 KB.
  'http/admin/reject-review': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 496 -> 411 KB.
  // Issue 14: suspending a company ends its members' sessions (the session deletes).
  'http/admin/set-company-status': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 496 -> 407 KB.
  'http/admin/set-listing-status': 440, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 502 -> 418 KB.
  'http/auth/confirm-eligibility': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 490 -> 407 KB.
  'http/auth/get-current-user': 415,
  'http/auth/logout': 415,
  // Issue 15: the session store reads session, user and company in one BatchGetItem (batch-get, the user and company converters): +4 KB.
  'http/auth/request-magic-link': 515, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 572 -> 489 KB.
  'http/auth/verify': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 497 -> 414 KB.
  'http/auth/preview-link': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 489 -> 406 KB.
  'http/bookings/cancel-booking': 705, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 761 -> 670 KB.
  'http/bookings/confirm-booking': 800, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 850 -> 758 KB.
  'http/bookings/get-booking-by-payment-intent': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 500 -> 409 KB.
  'http/bookings/list-host-bookings': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 502 -> 412 KB.
  'http/bookings/list-my-bookings': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 498 -> 411 KB.
  'http/conversations/list-conversations': 520,
  'http/conversations/list-messages': 525,
  'http/conversations/mark-read': 505,
  'http/conversations/send-message': 540,
  'http/conversations/start-conversation': 530,
  // Issue 29: deactivating a host cancels their stays through cancel-stay and decline-request (the Stripe SDK, SES): 415 -> 792 KB.
  'http/hr/deactivate-employee': 830,
  'http/hr/list-employees': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 501 -> 407 KB.
  'http/hr/reactivate-employee': 440, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 493 -> 414 KB.
  'http/listings/create-listing': 680, // Issue 15: the body checked without zod (http/listings/listing-inputs.ts), 650 -> 565 KB. Issue 29: a new listing's time zone from its country and city (@vvo/tzdb's zones and cities, 43 KB), 565 -> 610 KB. Issue 41: the address is geocoded (@aws-sdk/client-geo-places, 24 KB), 610 -> 646 KB.
  // Issue 15: a bare path id is checked without zod (validation/plain-schema.ts): 495 -> 402 KB and 644 -> 550 KB.
  'http/listings/delete-listing': 580,
  'http/listings/get-listing': 425,
  'http/listings/list-listings': 445, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 505 -> 421 KB.
  'http/listings/list-my-listings': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 497 -> 410 KB.
  // +15 KB: the Secrets Manager client that reads the origin secret at run time for the per-IP limit (issue 13).
  'http/marketing/join-waitlist': 535,
  'http/marketing/list-demo-requests': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 497 -> 409 KB.
  'http/marketing/list-waitlist': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 497 -> 409 KB.
  'http/marketing/get-waitlist-history': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 496 -> 408 KB.
  'http/marketing/get-demo-request-history': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 496 -> 408 KB.
  'http/marketing/request-demo': 455, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 519 -> 431 KB.
  'http/payments/create-payment-intent': 720, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 774 -> 684 KB.
  'http/payments/get-payments-config': 675,
  // The kit's fault metric (Powertools metrics, issue 23) added 11 KB. Every bundle carries the
  // route table (the kit authorizes by it, 12.6 KB at 87 HTTP routes): +3 KB for the routes of issues 13-23.
  'http/platform/get-health': 66,
  // Issue 13: the stage's contacts, parsed from the environment (no zod, no SDK).
  'http/platform/get-site-contacts': 66,
  'http/reviews/create-review': 440, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 499 -> 416 KB.
  'http/reviews/get-stay-review': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 495 -> 411 KB.
  'http/reviews/list-listing-reviews': 435, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 499 -> 414 KB.
  'http/uploads/abort-multipart-upload': 565, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 622 -> 535 KB.
  'http/uploads/complete-multipart-upload': 580, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 638 -> 551 KB.
  'http/uploads/create-multipart-upload': 565, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 625 -> 538 KB.
  'http/uploads/create-upload-url': 580, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 639 -> 552 KB.
  'http/uploads/list-multipart-parts': 565, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 623 -> 536 KB.
  'http/uploads/sign-multipart-part': 580, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 638 -> 551 KB.
  'http/notifications/get-notification-settings': 415,
  'http/users/get-user': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 485 -> 407 KB.
  'http/users/update-user': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 490 -> 408 KB.
  // Issue 15: no zod since payout-rules/notification-rules (835 -> 757 KB); about 3 % over.
  'webhooks/stripe-webhook': 780,
  // The origin authorizer (infra/lib/api-authorizer-stack.ts), which runs before every API request:
  // the Secrets Manager client and the logger, 321 KB when the budget was set, about 5 % over.
  'http/platform/origin-authorizer': 340,
  // The SES feedback subscriber (functions/src/subscriptions.ts): 365 KB when the budget was set.
  'events/record-mail-feedback': 385,
  // Wave 3 (issues 30–41) grew the route table every bundle carries by about 5 KB (62 KB for
  // the smallest function); the socket, session and conversation budgets above and here moved with it,
  // and the conversation routes also check blocks (issue 39).
  // Issue 39: resolving a report may deactivate the member (deactivateUser refunds their guests through Stripe).
  'http/admin/resolve-report': 940,
  'ws/connect': 415,
  'ws/default': 425,
  'ws/disconnect': 415,
  'http/admin/test-company-sso': 440, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 506 -> 419 KB.
  'http/admin/update-company-sso': 445, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 509 -> 423 KB.
  'http/admin/verify-company-domain': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 495 -> 407 KB.
  'http/auth/sso-discover': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 492 -> 405 KB.
  'http/calendars/get-calendar-feed': 450, // Issue 15: no schema module left (plain values moved to calendar-rules), 509 -> 426 KB.
  'http/calendars/get-calendar-imports': 430, // Issue 15: no schema module left (plain values moved to calendar-rules), 491 -> 408 KB.
  'http/calendars/regenerate-calendar-feed': 450, // Issue 15: no schema module left (plain values moved to calendar-rules), 509 -> 426 KB.
  'http/notifications/unsubscribe': 445, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 501 -> 420 KB.
  'http/notifications/update-notification-settings': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 486 -> 405 KB.
  'http/reviews/reply-to-review': 430, // Issue 15: inputs checked without zod (validation/plain-schema.ts), 492 -> 408 KB.
  'http/users/export-my-data': 435, // Issue 15: no schema module left (plain values moved to privacy-rules), 495 -> 412 KB.
  'jobs/verify-pending-domains': 385, // Issue 15: no schema module left (plain values moved to sso-rules), 457 -> 366 KB.
};

/** A handler not listed above: what a table-reading route with zod and the kit takes today, plus margin. */
export const DEFAULT_BUNDLE_BUDGET_KB = 520;

/**
 * The functions that still load zod (issue 15): their inputs are full schemas shared with the web
 * forms (the waitlist form) or the messaging routes' schemas. Every other
 * function checks its inputs by hand (functions/src/validation/plain-schema.ts) and imports no
 * schema module; infra/test/bundle-size.test.ts fails when one starts loading zod again.
 */
export const BUNDLES_WITH_ZOD: readonly string[] = [
  'http/conversations/list-conversations',
  'http/conversations/list-messages',
  'http/conversations/mark-read',
  'http/conversations/send-message',
  'http/conversations/start-conversation',
  'http/marketing/join-waitlist',
  // Issue 38: SCIM request bodies are loose identity-provider JSON (booleans as "False", unknown
  // attributes kept), parsed by the zod schemas of packages/shared/src/scim.ts; the reads load none.
  'http/scim/create-user',
  'http/scim/replace-user',
  'http/scim/patch-user',
  'http/scim/delete-user',
  'http/scim/create-group',
  'http/scim/replace-group',
  'http/scim/patch-group',
  'http/scim/delete-group',
  'http/hr/update-directory-sync-groups',
  // Issue 34: the billing settings and the cost centres (packages/shared/src/company-billing.ts).
  'http/hr/put-billing',
  'http/hr/put-cost-centres',
  // Issue 39: favourites, blocks, reports and saved searches check their input with the shared
  // zod schemas (one validation source, as issue 32 asks); their domain code imports the plain
  // -rules modules, so the routes that meet them on the way (messages, checkout) load no zod.
  'http/favourites/list-favourites',
  'http/blocks/block-member',
  'http/reports/file-report',
  'http/admin/list-reports',
  'http/admin/resolve-report',
  'http/saved-searches/create-saved-search',
  'http/saved-searches/update-saved-search',
];
