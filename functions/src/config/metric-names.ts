/**
 * The names of the metrics the functions emit (logging/metrics.ts) and the CDK monitoring stack
 * alarms and graphs on (infra/lib/monitoring). No runtime dependency, so infra can import it.
 *
 * Namespace `Worknest/<stage>`, one dimension set `{ service: 'worknest' }` for the business
 * metrics; `Faults` adds `route` (the route's function id, routes.ts routeId()).
 */
export const METRIC_SERVICE = 'worknest';

export function metricNamespace(stage: string): string {
  return `Worknest/${stage}`;
}

/** What happened in the business, counted where it happens (in the domain). */
export const businessMetrics = {
  magicLinksSent: 'MagicLinksSent',
  signIns: 'SignIns',
  listingsCreated: 'ListingsCreated',
  /**
   * An instant booking's PaymentIntent was created (the checkout page opened on a hold). Booking
   * requests (manual capture, issue 17) are counted apart: they confirm only when a host accepts,
   * up to a day later, so the checkout alarm compares each kind with its own completion.
   */
  checkoutsStarted: 'CheckoutsStarted',
  /** Every booking that became confirmed: an instant booking paid, or a request the host accepted. */
  bookingsConfirmed: 'BookingsConfirmed',
  /** A booking request's PaymentIntent (manual capture) was created: its checkout page opened. */
  requestCheckoutsStarted: 'RequestCheckoutsStarted',
  /** A booking request's card was authorized (pending → requested): the guest's checkout is done. */
  requestsAuthorized: 'RequestsAuthorized',
  /** A booking request the host accepted became confirmed (also counted in BookingsConfirmed). */
  requestsAccepted: 'RequestsAccepted',
  paymentsFailed: 'PaymentsFailed',
  refunds: 'Refunds',
  /** Value in cents, not a count. */
  refundedCents: 'RefundedCents',
  messagesSent: 'MessagesSent',
  reviewsSubmitted: 'ReviewsSubmitted',
} as const;
export type BusinessMetric = (typeof businessMetrics)[keyof typeof businessMetrics];

/** What went wrong, for alarms. */
export const operationalMetrics = {
  /** A request the handler kit answered 500 (an unexpected error), with dimension `route`. */
  faults: 'Faults',
  /** A Stripe webhook call whose Stripe-Signature did not verify. */
  webhookSignatureFailures: 'WebhookSignatureFailures',
} as const;

/** The dimension `Faults` carries besides `service`. */
export const ROUTE_DIMENSION = 'route';
