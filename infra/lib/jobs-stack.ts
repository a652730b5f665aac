import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { routeEnvironment, type StageResources } from '@worknest/functions/config/function-environment';
import { DEFAULT_JOB_TIMEOUT_SECONDS, jobId, scheduledJobs, type ScheduledJob } from '@worknest/functions/schedules';
import {
  DEFAULT_SUBSCRIBER_TIMEOUT_SECONDS,
  streamKeyPrefix,
  streamSubscriberId,
  streamSubscribers,
  subscriberId,
  topicSubscribers,
  type StreamSubscriber,
  type Topic,
  type TopicSubscriber,
} from '@worknest/functions/subscriptions';
import { tableDefinition } from '@worknest/functions/store/table-definition';
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
  /** The topics the stages create, by name (MailStack's feedback topic). */
  topics: Record<Topic, ITopic>;
  /** THE topic-subscriber table by default. */
  subscribers?: readonly TopicSubscriber[];
  /** The table whose stream the stream subscribers read (the data stack's, with its stream on). */
  table: ITable;
  /** THE table-stream subscriber table by default. */
  streamSubscribers?: readonly StreamSubscriber[];
}

/** A stream subscriber's function and the dead-letter queue of its event source mapping (the monitoring stack alarms on it). */
export interface StreamSubscription {
  name: string;
  fn: RouteFunction;
  deadLetterQueue: Queue;
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
  /** Stream subscriber name → its function and dead-letter queue. */
  readonly streamSubscriptions: StreamSubscription[] = [];

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

    // Topic subscribers (functions/src/subscriptions.ts): SNS invokes each with what its topic publishes.
    for (const subscriber of props.subscribers ?? topicSubscribers) {
      const name = subscriberId(subscriber);
      const fn = new RouteFunction(this, name, {
        handler: subscriber.handler,
        routeKey: `topic ${subscriber.topic}: ${subscriber.name}`,
        resources: subscriber.resources,
        timeoutSeconds: subscriber.timeoutSeconds ?? DEFAULT_SUBSCRIBER_TIMEOUT_SECONDS,
        memorySize: subscriber.memorySize,
        environment: routeEnvironment(subscriber, props.stageResources),
        targets: props.targets,
        removalPolicy: removalPolicyOf(props.stage.settings),
      });
      props.topics[subscriber.topic].addSubscription(new LambdaSubscription(fn.function));
      this.functions.set(subscriber.name, fn);
    }

    // Table-stream subscribers (issue 33): an event source mapping on the table's stream, filtered
    // to the subscriber's records, with partial batch failures and an SQS dead-letter queue.
    for (const subscriber of props.streamSubscribers ?? streamSubscribers) {
      const name = streamSubscriberId(subscriber);
      const fn = new RouteFunction(this, name, {
        handler: subscriber.handler,
        routeKey: `stream ${subscriber.stream.keyFamily} ${subscriber.stream.eventNames.join('/')}: ${subscriber.name}`,
        resources: subscriber.resources,
        timeoutSeconds: subscriber.timeoutSeconds ?? DEFAULT_SUBSCRIBER_TIMEOUT_SECONDS,
        memorySize: subscriber.memorySize,
        environment: routeEnvironment(subscriber, props.stageResources),
        targets: props.targets,
        removalPolicy: removalPolicyOf(props.stage.settings),
      });
      // What the mapping gives up on: the shard and sequence numbers of the records (the items stay in the table).
      const deadLetterQueue = new Queue(this, `${name}DeadLetters`, {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: Duration.days(14),
      });
      fn.function.addEventSource(
        new DynamoEventSource(props.table, {
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: subscriber.batchSize,
          retryAttempts: subscriber.retryAttempts,
          maxRecordAge: Duration.seconds(subscriber.maxRecordAgeSeconds),
          reportBatchItemFailures: true,
          bisectBatchOnError: false,
          onFailure: new SqsDlq(deadLetterQueue),
          filters: [
            FilterCriteria.filter({
              eventName: FilterRule.or(...subscriber.stream.eventNames),
              dynamodb: { Keys: { [tableDefinition.partitionKey]: { S: FilterRule.beginsWith(streamKeyPrefix(subscriber)) } } },
            }),
          ],
        }),
      );
      Validations.of(deadLetterQueue).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason: 'This queue is itself the dead-letter destination of the stream mapping; a queue behind it would only move the same records again.',
      });
      Validations.of(fn.function.role!).acknowledge({
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'dynamodb:ListStreams, which the event source mapping grants, has no resource-level permissions: AWS requires Resource "*" for it.',
      });
      this.functions.set(subscriber.name, fn);
      this.streamSubscriptions.push({ name: subscriber.name, fn, deadLetterQueue });
    }
  }
}
