import { Duration } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { METRIC_SERVICE, metricNamespace, operationalMetrics, ROUTE_DIMENSION } from '@worknest/functions/config/metric-names';

/** Where every alarm section of docs/operations.md lives; alarm descriptions link to it. */
export const RUNBOOK = 'docs/operations.md';

export interface AlarmSpec {
  /** Shown after `worknest-<stage> `: what broke, in a few words. */
  name: string;
  metric: IMetric;
  threshold: number;
  comparison?: ComparisonOperator;
  evaluationPeriods?: number;
  datapointsToAlarm?: number;
  /** What it means and what to look at first (the runbook section has the rest). */
  lookFirst: string;
  /** Anchor of the runbook section, e.g. `function-errors`. */
  runbook: string;
}

/**
 * One alarm, named `worknest-<stage> <what>`, notifying the stage's topic when it fires and when
 * it recovers. Missing data is "not breaching": no traffic is no incident.
 */
export function stageAlarm(scope: Construct, id: string, stage: string, topic: ITopic, spec: AlarmSpec): Alarm {
  const alarm = new Alarm(scope, id, {
    alarmName: `worknest-${stage} ${spec.name}`,
    alarmDescription: `${spec.lookFirst} Runbook: ${RUNBOOK}#${spec.runbook}`,
    metric: spec.metric,
    threshold: spec.threshold,
    comparisonOperator: spec.comparison ?? ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    evaluationPeriods: spec.evaluationPeriods ?? 1,
    datapointsToAlarm: spec.datapointsToAlarm,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}

/** A metric the functions publish as EMF (functions/src/logging/metrics.ts). */
export function appMetric(stage: string, metricName: string, options: { statistic?: string; period?: Duration; dimensions?: Record<string, string> } = {}): Metric {
  return new Metric({
    namespace: metricNamespace(stage),
    metricName,
    dimensionsMap: { service: METRIC_SERVICE, ...options.dimensions },
    statistic: options.statistic ?? 'Sum',
    period: options.period ?? Duration.minutes(5),
  });
}

/** The kit's 500 answers of one route (EMF `Faults` with the route's function id). */
export function faultsOf(stage: string, routeId: string): Metric {
  return appMetric(stage, operationalMetrics.faults, { dimensions: { [ROUTE_DIMENSION]: routeId } });
}

/** Sum of metrics, each missing datapoint counted as 0. */
export function sumOf(label: string, metrics: Record<string, IMetric>, period = Duration.minutes(5)): MathExpression {
  const ids = Object.keys(metrics);
  return new MathExpression({
    expression: ids.map((id) => `FILL(${id}, 0)`).join(' + '),
    usingMetrics: metrics,
    label,
    period,
  });
}
