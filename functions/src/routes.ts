/**
 * THE route table. The CDK API stack and the local gateway are both built from it:
 * a route exists in both or in neither. Later features add routes only here.
 *
 * `handler` is a path under functions/src without extension; the module exports `handler`.
 * `access` is passed to the function as ROUTE_ACCESS and enforced by the handler kit.
 * `resources` decides the IAM grants in production and the environment in both places.
 */

/**
 * `scim` (issue 38): an identity provider's directory sync at /scim/v2, authenticated by the
 * company's bearer token (no cookie, no origin check), with its own rate limit per company;
 * its handlers use middleware/define-scim-handler.ts.
 */
export const accessLevels = ['public', 'member', 'hr', 'admin', 'webhook', 'scim'] as const;
export type Access = (typeof accessLevels)[number];

export const resourceKinds = [
  'table:read',
  'table:write',
  'uploads:read',
  /** PutObject only: presigned PUTs and parts, starting and completing a multipart upload (issue 14). */
  'uploads:put',
  /** Listing the parts of a multipart upload and aborting it; no object is read, written or deleted. */
  'uploads:multipart',
  'uploads:delete',
  'mail',
  'sockets',
  'payments',
  /** The key that signs links in e-mails (one-click unsubscribe); issue 22. */
  'mail-links',
  /**
   * CloudFront's origin secret, read at run time to decide whether CloudFront's viewer address
   * can be believed (middleware/client-ip.ts): the routes with per-IP limits. Issue 13.
   */
  'origin-secret',
  /**
   * The companies' OpenID Connect client secrets in Secrets Manager (issue 19): `read` only for
   * the functions of the sign-in flow and the settings test, `write` (create/put, never read) for
   * the settings route.
   */
  'sso-secrets:read',
  'sso-secrets:write',
  /** Outbound DNS for domain verification: no IAM grant, only the resolver settings (DNS_SERVERS). */
  'dns',
  /** Issue 41: Amazon Location Service Places, `geo-places:Geocode` (addresses of listings and offices). */
  'geo-places',
  /** Issue 41: the map style URL (MAP_STYLE_URL, a stage setting with the maps API key); no IAM grant. */
  'maps',
  /** Issue 34: the company setup and per-stay fees (stage settings companySetupFeeCents, companyStayFeeCents); no IAM grant. */
  'company-fees',
] as const;
export type Resource = (typeof resourceKinds)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRoute {
  method: HttpMethod;
  /** API Gateway syntax: `/api/listings/{id}`. */
  path: string;
  handler: string;
  access: Access;
  resources: readonly Resource[];
  /** Seconds; default 10. */
  timeoutSeconds?: number;
  /** MB; default 512. */
  memorySize?: number;
  /** Signed-in routes a member may call before confirming age and Terms (sign-in flow only). */
  beforeEligibility?: boolean;
  /**
   * Issue 38: signed-in routes the founder of a pending self-serve company may call (the setup
   * steps, their own user, the first-visit step); every other route answers them 403.
   */
  beforeActivation?: boolean;
  /**
   * The route's API Gateway throttle class where its resources do not show it
   * (infra/lib/route-throttles.ts): `expensive` for routes that drive outbound fetches (issue 33).
   */
  throttle?: 'expensive';
}

export type WebSocketRouteKey = '$connect' | '$disconnect' | '$default';

export interface WebSocketRoute {
  routeKey: WebSocketRouteKey;
  handler: string;
  access: Access;
  resources: readonly Resource[];
}

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/_health', handler: 'http/platform/get-health', access: 'public', resources: [] },
  { method: 'GET', path: '/api/site/contacts', handler: 'http/platform/get-site-contacts', access: 'public', resources: [] },
  // Issue 34: the company setup and per-stay fees the landing page's pricing shows
  { method: 'GET', path: '/api/site/pricing', handler: 'http/platform/get-site-pricing', access: 'public', resources: ['company-fees'] },

  // Sign-in and accounts
  { method: 'POST', path: '/api/auth/request-magic-link', handler: 'http/auth/request-magic-link', access: 'public', resources: ['table:write', 'mail', 'origin-secret'] },
  { method: 'POST', path: '/api/auth/verify', handler: 'http/auth/verify', access: 'public', resources: ['table:write'] },
  { method: 'POST', path: '/api/auth/link-preview', handler: 'http/auth/preview-link', access: 'public', resources: ['table:read'] },
  { method: 'POST', path: '/api/auth/logout', handler: 'http/auth/logout', access: 'public', resources: ['table:write'] },
  { method: 'GET', path: '/api/auth/user', handler: 'http/auth/get-current-user', access: 'member', resources: ['table:write'], beforeEligibility: true, beforeActivation: true },
  { method: 'POST', path: '/api/auth/confirm-eligibility', handler: 'http/auth/confirm-eligibility', access: 'member', resources: ['table:write'], beforeEligibility: true, beforeActivation: true },
  // Self-serve company sign-up (issue 38): the public form, its e-mailed confirmation link (which
  // signs the founder in), then the founder's setup steps: verify the domain, pay the setup fee.
  { method: 'POST', path: '/api/company-signups', handler: 'http/companies/request-company-signup', access: 'public', resources: ['table:write', 'mail', 'origin-secret'] },
  { method: 'POST', path: '/api/company-signups/confirm', handler: 'http/companies/confirm-company-signup', access: 'public', resources: ['table:write'] },
  { method: 'GET', path: '/api/company/setup', handler: 'http/companies/get-company-setup', access: 'hr', resources: ['table:read', 'company-fees'], beforeActivation: true },
  { method: 'POST', path: '/api/company/setup/verify', handler: 'http/companies/verify-company-setup-domain', access: 'hr', resources: ['table:write', 'dns', 'company-fees'], timeoutSeconds: 15, beforeActivation: true },
  { method: 'POST', path: '/api/company/setup-fee', handler: 'http/companies/start-setup-fee-checkout', access: 'hr', resources: ['table:write', 'payments', 'company-fees'], timeoutSeconds: 15, beforeActivation: true },
  // Company single sign-on with OpenID Connect (issue 19): home-realm discovery, the start of the
  // authorization code flow (PKCE, state, nonce) and the provider's redirect back.
  { method: 'POST', path: '/api/auth/sso/discover', handler: 'http/auth/sso-discover', access: 'public', resources: ['table:read'] },
  { method: 'GET', path: '/api/auth/sso/start', handler: 'http/auth/sso-start', access: 'public', resources: ['table:write', 'sso-secrets:read'], timeoutSeconds: 15 },
  { method: 'GET', path: '/api/auth/sso/callback', handler: 'http/auth/sso-callback', access: 'public', resources: ['table:write', 'sso-secrets:read'], timeoutSeconds: 15 },
  { method: 'GET', path: '/api/users/{id}', handler: 'http/users/get-user', access: 'member', resources: ['table:read'] },
  { method: 'PATCH', path: '/api/users/{id}', handler: 'http/users/update-user', access: 'member', resources: ['table:write'] },
  // Privacy self-service (issue 13): the member's data as a file, and erasure on request
  { method: 'GET', path: '/api/users/me/export', handler: 'http/users/export-my-data', access: 'member', resources: ['table:read'], timeoutSeconds: 30 },
  { method: 'DELETE', path: '/api/users/me', handler: 'http/users/delete-my-account', access: 'member', resources: ['table:write', 'mail'], timeoutSeconds: 60 },
  // Notifications (issue 22): choices of optional e-mails; one-click unsubscribe from a signed link
  { method: 'GET', path: '/api/users/me/notifications', handler: 'http/notifications/get-notification-settings', access: 'member', resources: ['table:read'] },
  { method: 'PATCH', path: '/api/users/me/notifications', handler: 'http/notifications/update-notification-settings', access: 'member', resources: ['table:write'] },
  { method: 'POST', path: '/api/notifications/unsubscribe', handler: 'http/notifications/unsubscribe', access: 'public', resources: ['table:write', 'mail-links'] },

  // Booking and payments (issue 6). Stripe calls the webhook: its signature replaces the session.
  { method: 'GET', path: '/api/payments/config', handler: 'http/payments/get-payments-config', access: 'member', resources: ['table:read', 'payments'] },
  { method: 'POST', path: '/api/create-payment-intent', handler: 'http/payments/create-payment-intent', access: 'member', resources: ['table:write', 'payments'], timeoutSeconds: 15 },
  { method: 'POST', path: '/api/bookings/confirm', handler: 'http/bookings/confirm-booking', access: 'member', resources: ['table:write', 'payments'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/bookings/cancel', handler: 'http/bookings/cancel-booking', access: 'member', resources: ['table:write', 'payments'], timeoutSeconds: 15 },
  { method: 'GET', path: '/api/bookings', handler: 'http/bookings/list-my-bookings', access: 'member', resources: ['table:read'] },
  { method: 'GET', path: '/api/bookings/host', handler: 'http/bookings/list-host-bookings', access: 'member', resources: ['table:read'] },
  { method: 'GET', path: '/api/bookings/by-payment-intent/{id}', handler: 'http/bookings/get-booking-by-payment-intent', access: 'member', resources: ['table:read'] },
  // Issue 41: the stay page, with the address and the arrival guide once confirmed (guest and host only).
  { method: 'GET', path: '/api/bookings/{id}', handler: 'http/bookings/get-stay', access: 'member', resources: ['table:read'] },
  // Cancelling paid stays and answering booking requests (issue 17).
  // A pure read (issue 30): the preview settles nothing, so it needs neither writes nor Stripe.
  { method: 'GET', path: '/api/bookings/{id}/cancellation', handler: 'http/bookings/get-cancellation', access: 'member', resources: ['table:read'] },
  { method: 'POST', path: '/api/bookings/{id}/cancellation', handler: 'http/bookings/cancel-stay', access: 'member', resources: ['table:write', 'payments', 'sockets'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/bookings/{id}/accept', handler: 'http/bookings/accept-request', access: 'member', resources: ['table:write', 'payments'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/bookings/{id}/decline', handler: 'http/bookings/decline-request', access: 'member', resources: ['table:write', 'payments'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/webhooks/stripe', handler: 'webhooks/stripe-webhook', access: 'webhook', resources: ['table:write', 'payments'], timeoutSeconds: 20 },
  // Host payouts with Stripe Connect (issue 21): Express onboarding, the host's payouts, Connect's own webhook.
  { method: 'POST', path: '/api/payouts/account', handler: 'http/payouts/start-payout-onboarding', access: 'member', resources: ['table:write', 'payments'], timeoutSeconds: 15 },
  { method: 'GET', path: '/api/payouts', handler: 'http/payouts/get-payouts', access: 'member', resources: ['table:write', 'payments'], timeoutSeconds: 15 },
  { method: 'POST', path: '/api/webhooks/stripe-connect', handler: 'webhooks/stripe-connect-webhook', access: 'webhook', resources: ['table:write', 'payments'], timeoutSeconds: 20 },

  // Business stays (issue 34): the member's company pays, by its card on file or its monthly invoice.
  { method: 'GET', path: '/api/business-stays/options', handler: 'http/business-stays/get-business-stay-options', access: 'member', resources: ['table:read'] },
  // Issue 35: a stay that needs approval writes its approvers' e-mails to the outbox (ADR 0193): no mail, no mail-links.
  { method: 'POST', path: '/api/business-stays', handler: 'http/business-stays/create-business-stay', access: 'member', resources: ['table:write', 'payments', 'company-fees'], timeoutSeconds: 20 },
  // Issue 35: travel policy and approvals. Approvers are HR or the traveller's manager (any member), so the approval routes are `member` and decide in the domain.
  { method: 'GET', path: '/api/listings/{id}/policy-check', handler: 'http/listings/get-policy-check', access: 'member', resources: ['table:read'] },
  { method: 'GET', path: '/api/approvals', handler: 'http/approvals/list-approvals', access: 'member', resources: ['table:read'] },
  { method: 'POST', path: '/api/approvals/{bookingId}/approve', handler: 'http/approvals/approve-stay', access: 'member', resources: ['table:write', 'payments', 'company-fees'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/approvals/{bookingId}/reject', handler: 'http/approvals/reject-stay', access: 'member', resources: ['table:write'] },
  { method: 'POST', path: '/api/approvals/{bookingId}/withdraw', handler: 'http/approvals/withdraw-stay', access: 'member', resources: ['table:write'] },
  // The e-mail's links: the signed token is the proof (no session); the page POSTs the decision.
  { method: 'POST', path: '/api/approval-links/preview', handler: 'http/approvals/preview-approval-link', access: 'public', resources: ['table:read', 'mail-links'] },
  { method: 'POST', path: '/api/approval-links/decide', handler: 'http/approvals/decide-approval-link', access: 'public', resources: ['table:write', 'payments', 'company-fees', 'mail', 'mail-links'], timeoutSeconds: 20 },

  // Home exchange (issue 37): credits earned by hosting and spent on stays
  { method: 'GET', path: '/api/credits', handler: 'http/credits/get-credits', access: 'member', resources: ['table:write'] },
  { method: 'POST', path: '/api/credit-stays', handler: 'http/credits/create-credit-stay', access: 'member', resources: ['table:write'], timeoutSeconds: 20 },
  // Home exchange (issue 37): swaps between colleagues (lines in the two members' conversation: sockets)
  { method: 'GET', path: '/api/swaps', handler: 'http/swaps/list-swaps', access: 'member', resources: ['table:read'] },
  { method: 'POST', path: '/api/swaps', handler: 'http/swaps/create-swap', access: 'member', resources: ['table:write', 'sockets'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/swaps/{id}/accept', handler: 'http/swaps/accept-swap', access: 'member', resources: ['table:write', 'sockets'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/swaps/{id}/decline', handler: 'http/swaps/decline-swap', access: 'member', resources: ['table:write', 'sockets'] },
  { method: 'POST', path: '/api/swaps/{id}/counter', handler: 'http/swaps/counter-swap', access: 'member', resources: ['table:write', 'sockets'], timeoutSeconds: 20 },
  { method: 'POST', path: '/api/swaps/{id}/withdraw', handler: 'http/swaps/withdraw-swap', access: 'member', resources: ['table:write', 'sockets'] },

  // Public site: waitlist and demo requests (public forms, admin lists)
  { method: 'POST', path: '/api/waitlist', handler: 'http/marketing/join-waitlist', access: 'public', resources: ['table:write', 'origin-secret'] },
  { method: 'GET', path: '/api/waitlist', handler: 'http/marketing/list-waitlist', access: 'admin', resources: ['table:read'] },
  { method: 'GET', path: '/api/waitlist/history', handler: 'http/marketing/get-waitlist-history', access: 'admin', resources: ['table:read'] },
  { method: 'POST', path: '/api/demo-request', handler: 'http/marketing/request-demo', access: 'public', resources: ['table:write', 'origin-secret'] },
  { method: 'GET', path: '/api/demo-request', handler: 'http/marketing/list-demo-requests', access: 'admin', resources: ['table:read'] },
  { method: 'GET', path: '/api/demo-request/history', handler: 'http/marketing/get-demo-request-history', access: 'admin', resources: ['table:read'] },

  // Listings and photos (issue 4). Every signed-in route reads the table (sessions).
  { method: 'POST', path: '/api/listings', handler: 'http/listings/create-listing', access: 'member', resources: ['table:write', 'uploads:read', 'uploads:put', 'uploads:delete', 'geo-places'] },
  // A cold search instance reads its company's whole search partition once (~10 MB at 10,000 listings; see store/listing-search.ts).
  { method: 'GET', path: '/api/listings', handler: 'http/listings/list-listings', access: 'member', resources: ['table:read'], timeoutSeconds: 25 },
  { method: 'GET', path: '/api/listings/mine', handler: 'http/listings/list-my-listings', access: 'member', resources: ['table:read'] },
  { method: 'GET', path: '/api/listings/{id}', handler: 'http/listings/get-listing', access: 'member', resources: ['table:read'] },
  { method: 'DELETE', path: '/api/listings/{id}', handler: 'http/listings/delete-listing', access: 'member', resources: ['table:write', 'uploads:delete'] },
  // Issue 16: edit, pause and resume (host or admin); new photos are read, removed ones deleted.
  { method: 'PATCH', path: '/api/listings/{id}', handler: 'http/listings/update-listing', access: 'member', resources: ['table:write', 'uploads:read', 'uploads:delete', 'geo-places'] },
  { method: 'POST', path: '/api/objects/upload', handler: 'http/uploads/create-upload-url', access: 'member', resources: ['table:write', 'uploads:put'] },
  // Multipart photo uploads in the protocol @uppy/aws-s3 speaks to a Companion endpoint (`/api/objects`).
  { method: 'POST', path: '/api/objects/s3/multipart', handler: 'http/uploads/create-multipart-upload', access: 'member', resources: ['table:write', 'uploads:put'] },
  { method: 'GET', path: '/api/objects/s3/multipart/{uploadId}', handler: 'http/uploads/list-multipart-parts', access: 'member', resources: ['table:read', 'uploads:multipart'] },
  { method: 'GET', path: '/api/objects/s3/multipart/{uploadId}/{partNumber}', handler: 'http/uploads/sign-multipart-part', access: 'member', resources: ['table:read', 'uploads:put'] },
  { method: 'POST', path: '/api/objects/s3/multipart/{uploadId}/complete', handler: 'http/uploads/complete-multipart-upload', access: 'member', resources: ['table:read', 'uploads:read', 'uploads:put', 'uploads:delete'] },
  { method: 'DELETE', path: '/api/objects/s3/multipart/{uploadId}', handler: 'http/uploads/abort-multipart-upload', access: 'member', resources: ['table:read', 'uploads:multipart'] },

  // HR dashboard
  { method: 'GET', path: '/api/hr/employees', handler: 'http/hr/list-employees', access: 'hr', resources: ['table:read'] },
  // Issue 41: the company's offices (HR edits them, geocoded); members read them to search near one.
  { method: 'GET', path: '/api/hr/offices', handler: 'http/hr/get-offices', access: 'hr', resources: ['table:read'] },
  { method: 'PUT', path: '/api/hr/offices', handler: 'http/hr/put-offices', access: 'hr', resources: ['table:write', 'geo-places'] },
  { method: 'GET', path: '/api/offices', handler: 'http/offices/list-offices', access: 'member', resources: ['table:read'] },
  { method: 'GET', path: '/api/maps/style', handler: 'http/maps/get-map-style', access: 'member', resources: ['table:read', 'maps'] },
  // Issue 29: deactivating a host cancels their stays not yet begun (refunds, e-mails, the
  // conversation line) and declines their open requests; the GET says beforehand what it will do.
  { method: 'GET', path: '/api/hr/employees/{id}/deactivation', handler: 'http/hr/get-employee-deactivation', access: 'hr', resources: ['table:read'] },
  { method: 'POST', path: '/api/hr/employees/{id}/deactivate', handler: 'http/hr/deactivate-employee', access: 'hr', resources: ['table:write', 'payments', 'sockets'], timeoutSeconds: 60 },
  { method: 'POST', path: '/api/hr/employees/{id}/reactivate', handler: 'http/hr/reactivate-employee', access: 'hr', resources: ['table:write'] },
  // Company billing (issue 34): how business stays are paid, the card on file, cost centres, invoices
  { method: 'GET', path: '/api/hr/billing', handler: 'http/hr/get-billing', access: 'hr', resources: ['table:read', 'company-fees'] },
  { method: 'PUT', path: '/api/hr/billing', handler: 'http/hr/put-billing', access: 'hr', resources: ['table:write', 'payments', 'company-fees'] },
  { method: 'POST', path: '/api/hr/billing/setup-intent', handler: 'http/hr/create-billing-setup-intent', access: 'hr', resources: ['table:write', 'payments'] },
  { method: 'GET', path: '/api/hr/invoices', handler: 'http/hr/list-invoices', access: 'hr', resources: ['table:read', 'payments'] },
  { method: 'GET', path: '/api/hr/cost-centres', handler: 'http/hr/get-cost-centres', access: 'hr', resources: ['table:read'] },
  { method: 'PUT', path: '/api/hr/cost-centres', handler: 'http/hr/put-cost-centres', access: 'hr', resources: ['table:write'] },
  // Issue 35: the company's travel policy for business stays, and each member's manager (an approver).
  { method: 'GET', path: '/api/hr/travel-policy', handler: 'http/hr/get-travel-policy', access: 'hr', resources: ['table:read'] },
  { method: 'PUT', path: '/api/hr/travel-policy', handler: 'http/hr/put-travel-policy', access: 'hr', resources: ['table:write'] },
  { method: 'PUT', path: '/api/hr/employees/{id}/manager', handler: 'http/hr/put-employee-manager', access: 'hr', resources: ['table:write'] },
  // Home exchange (issue 37): the company's credits and swaps programme, HR's adjustments, rewards for hosts
  { method: 'GET', path: '/api/hr/exchange-programme', handler: 'http/credits/get-exchange-programme', access: 'hr', resources: ['table:read'] },
  { method: 'PUT', path: '/api/hr/exchange-programme', handler: 'http/credits/put-exchange-programme', access: 'hr', resources: ['table:write'] },
  { method: 'POST', path: '/api/hr/credits/{userId}/adjustments', handler: 'http/credits/adjust-credits', access: 'hr', resources: ['table:write'] },
  { method: 'GET', path: '/api/hr/host-rewards', handler: 'http/credits/get-host-rewards', access: 'hr', resources: ['table:read'] },
  { method: 'PUT', path: '/api/hr/host-rewards', handler: 'http/credits/put-host-rewards', access: 'hr', resources: ['table:write'] },
  // Issue 36: what business travel costs and saves (per-month aggregates), the hotel benchmarks, duty of care
  { method: 'GET', path: '/api/hr/reports', handler: 'http/travel-reports/get-travel-report', access: 'hr', resources: ['table:read'] },
  { method: 'GET', path: '/api/hr/reports.csv', handler: 'http/travel-reports/get-travel-report-csv', access: 'hr', resources: ['table:read'] },
  { method: 'GET', path: '/api/hr/benchmarks', handler: 'http/travel-reports/get-hotel-benchmarks', access: 'hr', resources: ['table:read'] },
  { method: 'PUT', path: '/api/hr/benchmarks', handler: 'http/travel-reports/put-hotel-benchmarks', access: 'hr', resources: ['table:write'] },
  { method: 'GET', path: '/api/hr/travellers', handler: 'http/travel-reports/list-travellers', access: 'hr', resources: ['table:read'] },
  // Directory sync (issue 38): HR makes, sees once and rotates the company's SCIM token; maps groups to roles
  { method: 'GET', path: '/api/hr/directory-sync', handler: 'http/hr/get-directory-sync', access: 'hr', resources: ['table:read'] },
  { method: 'POST', path: '/api/hr/directory-sync/token', handler: 'http/hr/issue-directory-sync-token', access: 'hr', resources: ['table:write'] },
  { method: 'PUT', path: '/api/hr/directory-sync/groups', handler: 'http/hr/update-directory-sync-groups', access: 'hr', resources: ['table:write'] },
  // SCIM 2.0 (RFC 7643/7644) for Entra ID, Okta and others: the `scim` access level (the company's token)
  { method: 'GET', path: '/scim/v2/ServiceProviderConfig', handler: 'http/scim/get-service-provider-config', access: 'scim', resources: ['table:write'] },
  { method: 'GET', path: '/scim/v2/ResourceTypes', handler: 'http/scim/list-resource-types', access: 'scim', resources: ['table:write'] },
  { method: 'GET', path: '/scim/v2/ResourceTypes/{id}', handler: 'http/scim/get-resource-type', access: 'scim', resources: ['table:write'] },
  { method: 'GET', path: '/scim/v2/Schemas', handler: 'http/scim/list-schemas', access: 'scim', resources: ['table:write'] },
  { method: 'GET', path: '/scim/v2/Schemas/{id}', handler: 'http/scim/get-schema', access: 'scim', resources: ['table:write'] },
  { method: 'GET', path: '/scim/v2/Users', handler: 'http/scim/list-users', access: 'scim', resources: ['table:write'], timeoutSeconds: 20 },
  { method: 'POST', path: '/scim/v2/Users', handler: 'http/scim/create-user', access: 'scim', resources: ['table:write', 'payments', 'sockets'], timeoutSeconds: 60 },
  { method: 'GET', path: '/scim/v2/Users/{id}', handler: 'http/scim/get-user', access: 'scim', resources: ['table:write'] },
  { method: 'PUT', path: '/scim/v2/Users/{id}', handler: 'http/scim/replace-user', access: 'scim', resources: ['table:write', 'payments', 'sockets'], timeoutSeconds: 60 },
  { method: 'PATCH', path: '/scim/v2/Users/{id}', handler: 'http/scim/patch-user', access: 'scim', resources: ['table:write', 'payments', 'sockets'], timeoutSeconds: 60 },
  { method: 'DELETE', path: '/scim/v2/Users/{id}', handler: 'http/scim/delete-user', access: 'scim', resources: ['table:write', 'payments', 'sockets'], timeoutSeconds: 60 },
  { method: 'GET', path: '/scim/v2/Groups', handler: 'http/scim/list-groups', access: 'scim', resources: ['table:write'], timeoutSeconds: 20 },
  { method: 'POST', path: '/scim/v2/Groups', handler: 'http/scim/create-group', access: 'scim', resources: ['table:write'], timeoutSeconds: 30 },
  { method: 'GET', path: '/scim/v2/Groups/{id}', handler: 'http/scim/get-group', access: 'scim', resources: ['table:write'] },
  { method: 'PUT', path: '/scim/v2/Groups/{id}', handler: 'http/scim/replace-group', access: 'scim', resources: ['table:write'], timeoutSeconds: 30 },
  { method: 'PATCH', path: '/scim/v2/Groups/{id}', handler: 'http/scim/patch-group', access: 'scim', resources: ['table:write'], timeoutSeconds: 30 },
  { method: 'DELETE', path: '/scim/v2/Groups/{id}', handler: 'http/scim/delete-group', access: 'scim', resources: ['table:write'], timeoutSeconds: 30 },

  // Admin: users and companies
  { method: 'GET', path: '/api/admin/users', handler: 'http/admin/find-user', access: 'admin', resources: ['table:read'] },
  { method: 'PATCH', path: '/api/admin/users/{id}', handler: 'http/admin/change-user-role', access: 'admin', resources: ['table:write'] },
  { method: 'DELETE', path: '/api/admin/users/{id}', handler: 'http/admin/erase-user', access: 'admin', resources: ['table:write', 'mail'], timeoutSeconds: 60 },
  { method: 'GET', path: '/api/admin/companies', handler: 'http/admin/list-companies', access: 'admin', resources: ['table:read'] },
  { method: 'POST', path: '/api/admin/companies', handler: 'http/admin/enroll-company', access: 'admin', resources: ['table:write'] },
  { method: 'PUT', path: '/api/admin/companies/{domain}/status', handler: 'http/admin/set-company-status', access: 'admin', resources: ['table:write'] },
  // Issue 19: the domain's TXT record checked now (the schedule re-checks pending ones), SSO settings and their test
  { method: 'POST', path: '/api/admin/companies/{domain}/verify', handler: 'http/admin/verify-company-domain', access: 'admin', resources: ['table:write', 'dns'], timeoutSeconds: 15 },
  { method: 'PUT', path: '/api/admin/companies/{domain}/sso', handler: 'http/admin/update-company-sso', access: 'admin', resources: ['table:write', 'sso-secrets:write'], timeoutSeconds: 15 },
  { method: 'POST', path: '/api/admin/companies/{domain}/sso/test', handler: 'http/admin/test-company-sso', access: 'admin', resources: ['table:read', 'sso-secrets:read'], timeoutSeconds: 15 },
  // Admin dashboard views (issue 8): listings of a company, analytics from counters
  { method: 'GET', path: '/api/admin/listings', handler: 'http/admin/list-listings', access: 'admin', resources: ['table:read'] },
  { method: 'PUT', path: '/api/admin/listings/{id}/status', handler: 'http/admin/set-listing-status', access: 'admin', resources: ['table:write'] },
  { method: 'GET', path: '/api/admin/analytics', handler: 'http/admin/get-analytics', access: 'admin', resources: ['table:read'] },
  { method: 'GET', path: '/api/admin/bookings', handler: 'http/admin/list-bookings', access: 'admin', resources: ['table:read'] },
  { method: 'GET', path: '/api/admin/reviews', handler: 'http/admin/list-pending-reviews', access: 'admin', resources: ['table:read'] },
  { method: 'POST', path: '/api/admin/reviews/{id}/approve', handler: 'http/admin/approve-review', access: 'admin', resources: ['table:write'] },
  { method: 'POST', path: '/api/admin/reviews/{id}/reject', handler: 'http/admin/reject-review', access: 'admin', resources: ['table:write'] },

  // Reviews (issue 8): the stay's guest and host review each other once after check-out; approved ones show on the listing
  { method: 'POST', path: '/api/reviews', handler: 'http/reviews/create-review', access: 'member', resources: ['table:write'] },
  { method: 'GET', path: '/api/reviews/booking/{bookingId}', handler: 'http/reviews/get-stay-review', access: 'member', resources: ['table:read'] },
  { method: 'GET', path: '/api/listings/{id}/reviews', handler: 'http/reviews/list-listing-reviews', access: 'member', resources: ['table:read'] },
  // Issue 20: the host's one reply to a published review of their home
  { method: 'POST', path: '/api/reviews/{id}/reply', handler: 'http/reviews/reply-to-review', access: 'member', resources: ['table:write'] },

  // Calendar sync (issue 20): the listing's private iCal feed, its imported calendars, a stay's .ics
  { method: 'GET', path: '/api/listings/{id}/calendar-feed', handler: 'http/calendars/get-calendar-feed', access: 'member', resources: ['table:write', 'mail-links'] },
  { method: 'POST', path: '/api/listings/{id}/calendar-feed', handler: 'http/calendars/regenerate-calendar-feed', access: 'member', resources: ['table:write', 'mail-links'] },
  // The feed's token in the query, which CloudFront's access logs leave out (ADR 0083)
  { method: 'GET', path: '/api/calendar-feeds/feed.ics', handler: 'http/calendars/get-listing-feed', access: 'public', resources: ['table:read'] },
  // The old form `/api/calendar-feeds/<token>.ics` answers until 2027-02-26, then 404 (domain/calendar/legacy-feed-path.ts); remove it then
  { method: 'GET', path: '/api/calendar-feeds/{token}', handler: 'http/calendars/get-legacy-listing-feed', access: 'public', resources: ['table:read'] },
  { method: 'GET', path: '/api/listings/{id}/calendar-imports', handler: 'http/calendars/get-calendar-imports', access: 'member', resources: ['table:read'] },
  // Both fetch the host's calendars at once: the expensive throttle class (issue 33)
  { method: 'PUT', path: '/api/listings/{id}/calendar-imports', handler: 'http/calendars/put-calendar-imports', access: 'member', resources: ['table:write'], timeoutSeconds: 30, throttle: 'expensive' },
  { method: 'POST', path: '/api/listings/{id}/calendar-imports/sync', handler: 'http/calendars/sync-calendar-imports', access: 'member', resources: ['table:write'], timeoutSeconds: 30, throttle: 'expensive' },
  { method: 'GET', path: '/api/bookings/{id}/calendar', handler: 'http/calendars/get-stay-calendar', access: 'member', resources: ['table:read'] },

  // Messaging (issue 7): conversations and messages; sending pushes to the participants' sockets
  { method: 'POST', path: '/api/conversations', handler: 'http/conversations/start-conversation', access: 'member', resources: ['table:write'] },
  { method: 'GET', path: '/api/conversations', handler: 'http/conversations/list-conversations', access: 'member', resources: ['table:read'] },
  { method: 'GET', path: '/api/conversations/{id}/messages', handler: 'http/conversations/list-messages', access: 'member', resources: ['table:write'] },
  { method: 'POST', path: '/api/conversations/{id}/messages', handler: 'http/conversations/send-message', access: 'member', resources: ['table:write', 'sockets'] },
  { method: 'POST', path: '/api/conversations/{id}/read', handler: 'http/conversations/mark-read', access: 'member', resources: ['table:write'] },

  // Members look after themselves and each other (issue 39): favourites and blocks.
  { method: 'GET', path: '/api/favourites', handler: 'http/favourites/list-favourites', access: 'member', resources: ['table:read'] },
  { method: 'PUT', path: '/api/favourites/{listingId}', handler: 'http/favourites/put-favourite', access: 'member', resources: ['table:write'] },
  { method: 'DELETE', path: '/api/favourites/{listingId}', handler: 'http/favourites/delete-favourite', access: 'member', resources: ['table:write'] },
  { method: 'GET', path: '/api/blocks', handler: 'http/blocks/list-blocks', access: 'member', resources: ['table:read'] },
  { method: 'POST', path: '/api/blocks', handler: 'http/blocks/block-member', access: 'member', resources: ['table:write'] },
  { method: 'DELETE', path: '/api/blocks/{userId}', handler: 'http/blocks/unblock-member', access: 'member', resources: ['table:write'] },
  // Reports: any member files one; admins resolve; HR reads its own company's (the domain scopes it).
  { method: 'POST', path: '/api/reports', handler: 'http/reports/file-report', access: 'member', resources: ['table:write'] },
  { method: 'GET', path: '/api/admin/reports', handler: 'http/admin/list-reports', access: 'hr', resources: ['table:read'] },
  { method: 'POST', path: '/api/admin/reports/{id}/resolve', handler: 'http/admin/resolve-report', access: 'admin', resources: ['table:write', 'mail', 'payments', 'sockets'], timeoutSeconds: 60 },
  // Saved searches (the send-search-alerts job is not built yet).
  { method: 'GET', path: '/api/saved-searches', handler: 'http/saved-searches/list-saved-searches', access: 'member', resources: ['table:read'] },
  { method: 'POST', path: '/api/saved-searches', handler: 'http/saved-searches/create-saved-search', access: 'member', resources: ['table:write'] },
  { method: 'PATCH', path: '/api/saved-searches/{id}', handler: 'http/saved-searches/update-saved-search', access: 'member', resources: ['table:write'] },
  { method: 'DELETE', path: '/api/saved-searches/{id}', handler: 'http/saved-searches/delete-saved-search', access: 'member', resources: ['table:write'] },
];

export const webSocketRoutes: readonly WebSocketRoute[] = [
  // Messaging (issue 7). $connect authenticates the handshake's cookie; later events use the
  // connection recorded then. $disconnect carries no cookie and only forgets its own connection.
  { routeKey: '$connect', handler: 'ws/connect', access: 'member', resources: ['table:write'] },
  { routeKey: '$disconnect', handler: 'ws/disconnect', access: 'public', resources: ['table:write'] },
  { routeKey: '$default', handler: 'ws/default', access: 'member', resources: ['table:read', 'sockets'] },
];

// Names derived from a route (routeId, routeIdOfKey, routeKeyOf) live in ./route-ids, which
// handlers import without this table (ADR 0152).
export { routeId, routeIdOfKey, routeKeyOf } from './route-ids';
