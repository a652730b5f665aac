import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { DEFAULT_JOB_TIMEOUT_SECONDS, jobId, scheduledJobs, type ScheduledJob } from '@worknest/functions/schedules';
import { RouteFunction } from './constructs/route-function';
import type { RouteTargets } from './constructs/resource-grants';
import { removalPolicyOf } from './removal';
import type { Stage } from './stage-settings';

export interface JobsStackProps extends StackProps {
  stage: Stage;
  stageResources: StageResources;
  targets: RouteTargets;
  /** THE job table by default; tests pass a modified copy. */
  jobs?: readonly ScheduledJob[];
}

/** How often EventBridge retries a failed asynchronous invocation of a job, and for how long. */
const JOB_RETRY_ATTEMPTS = 2;
const JOB_MAX_EVENT_AGE = Duration.hours(1);

/**
 * One function and one EventBridge schedule per entry of the job table (functions/src/schedules.ts),
 * the way the API stack makes one per route. `npm run dev` runs the same table on local timers.
 */
export class JobsStack extends Stack {
  /** Job name → its function. */
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);

    for (const job of props.jobs ?? scheduledJobs) {
      const name = jobId(job);
      const fn = new RouteFunction(this, name, {
        handler: job.handler,
        routeKey: `schedule ${job.name} (every ${job.everyMinutes} min)`,
        resources: job.resources,
        timeoutSeconds: job.timeoutSeconds ?? DEFAULT_JOB_TIMEOUT_SECONDS,
        memorySize: job.memorySize,
        environment: routeEnvironment(job, props.stageResources),
        targets: props.targets,
        removalPolicy: removalPolicyOf(props.stage.settings),
      });
      new Rule(this, `${name}Schedule`, {
        description: `Worknest ${props.stage.name}: ${job.name}, every ${job.everyMinutes} minute(s)`,
        schedule: Schedule.rate(Duration.minutes(job.everyMinutes)),
        targets: [new LambdaFunction(fn.function, { retryAttempts: JOB_RETRY_ATTEMPTS, maxEventAge: JOB_MAX_EVENT_AGE })],
      });
      this.functions.set(job.name, fn);
    }
  }
}
