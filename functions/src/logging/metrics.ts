import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { routeIdOfKey } from '../route-ids';
import { businessMetrics, METRIC_SERVICE, metricNamespace, operationalMetrics, ROUTE_DIMENSION, type BusinessMetric } from '../config/metric-names';

export { businessMetrics } from '../config/metric-names';

/**
 * Business and fault metrics as CloudWatch Embedded Metric Format: one JSON log line per event,
 * which CloudWatch turns into a metric with no API call from the function (Powertools Metrics).
 * Any layer may count (domain, store, handlers, jobs), like it may log. Each call publishes at
 * once (a single-metric instance), so nothing depends on a flush at the end of the invocation
 * and a function that counts nothing writes nothing.
 *
 * Locally (STAGE=local) the lines go to the function pool's output like log lines do; set
 * POWERTOOLS_METRICS_DISABLED=true to silence them.
 */
// Made at the first count, not when the module loads: most requests count nothing, and the
// constructor (its config and environment reads) is part of every cold start otherwise (issue 33).
let metrics: Metrics | undefined;
function metricsOfFunction(): Metrics {
  return (metrics ??= new Metrics({ namespace: metricNamespace(process.env.STAGE || 'local'), serviceName: METRIC_SERVICE }));
}

/** Counts one (or `count`) business event, e.g. `countEvent(businessMetrics.bookingsConfirmed)`. */
export function countEvent(name: BusinessMetric, count = 1): void {
  emit(name, MetricUnit.Count, count);
}

/** A refund: one more refund, and its amount in cents. */
export function countRefund(amountCents: number): void {
  emit(businessMetrics.refunds, MetricUnit.Count, 1);
  emit(businessMetrics.refundedCents, MetricUnit.NoUnit, amountCents);
}

/**
 * A request the kit answered 500, by the event's route key: the per-route errors alarm counts
 * these (infra/lib/monitoring) under the route's function id.
 */
export function countFault(routeKey: string): void {
  emit(operationalMetrics.faults, MetricUnit.Count, 1, { [ROUTE_DIMENSION]: routeIdOfKey(routeKey) });
}

export function countWebhookSignatureFailure(): void {
  emit(operationalMetrics.webhookSignatureFailures, MetricUnit.Count, 1);
}

function emit(name: string, unit: (typeof MetricUnit)[keyof typeof MetricUnit], value: number, dimensions: Record<string, string> = {}): void {
  try {
    const single = metricsOfFunction().singleMetric();
    for (const [key, dimension] of Object.entries(dimensions)) single.addDimension(key, dimension);
    single.addMetric(name, unit, value);
  } catch {
    // A metric must never fail the request that counted it.
  }
}
