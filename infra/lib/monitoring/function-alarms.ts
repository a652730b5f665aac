import { Duration } from 'aws-cdk-lib';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { faultsOf, stageAlarm, sumOf } from './alarm-kit';

export interface FunctionAlarmsProps {
  stage: string;
  topic: ITopic;
  /** What the function serves, as people say it: `POST /api/bookings/confirm`, `ws $connect`, `job expire-holds`. */
  label: string;
  /** The route's function id (routes.ts routeId()): the `route` dimension of its `Faults`. */
  routeId: string;
  fn: IFunction;
}

/**
 * The two alarms every function of the route table (and of the job table) gets, so a new route
 * is watched without anyone writing an alarm:
 * - errors: Lambda `Errors` (crash, timeout, out of memory, init failure) plus the handler kit's
 *   `Faults` (requests it answered 500: the kit catches unexpected errors, so Lambda does not
 *   count those);
 * - throttles: Lambda refused to run it (account or reserved concurrency exhausted).
 */
export class FunctionAlarms extends Construct {
  readonly errors: Alarm;
  readonly throttles: Alarm;

  constructor(scope: Construct, id: string, props: FunctionAlarmsProps) {
    super(scope, id);
    const period = Duration.minutes(5);
    this.errors = stageAlarm(this, 'Errors', props.stage, props.topic, {
      name: `${props.label}: errors`,
      metric: sumOf(`${props.label} errors`, {
        crashes: props.fn.metricErrors({ period, statistic: 'Sum' }),
        faults: faultsOf(props.stage, props.routeId),
      }),
      threshold: 3,
      lookFirst:
        `3 or more failed invocations or 500 answers of ${props.label} in 5 minutes. Look first at its ERROR lines: ` +
        `CloudWatch Logs Insights on the log group of the function whose description is "${props.label}", ` +
        `"filter level = 'ERROR' | sort @timestamp desc"; ` +
        'a timeout or out-of-memory shows as a REPORT line without a response.',
      runbook: 'function-errors',
    });
    this.throttles = stageAlarm(this, 'Throttles', props.stage, props.topic, {
      name: `${props.label}: throttles`,
      metric: props.fn.metricThrottles({ period, statistic: 'Sum' }),
      threshold: 1,
      lookFirst:
        `Lambda refused to run ${props.label} (concurrency exhausted). Look first at ConcurrentExecutions of the ` +
        'account and of this function in the stage dashboard: a flood on one route, or a slow dependency holding instances.',
      runbook: 'function-throttles',
    });
  }
}
