import { afterAll, describe, expect, it } from 'vitest';
import { scheduledJobs, type ScheduledJob } from '@worknest/functions/schedules';
import { streamSubscribers } from '@worknest/functions/subscriptions';
import { buildTestApp, resourcesOf } from './support';

/**
 * One job table feeds the CDK jobs stack and the local scheduler (packages/local-cloud/src/gateway/
 * local-scheduler.test.ts): a job added to a copy of THE table becomes a Lambda with its own role
 * and an EventBridge schedule that invokes it, with no infra change.
 */
describe('the CDK stacks follow the scheduled-job table', () => {
  // The CDK checks that the handler file exists, so the extra job names one that does.
  const extra: ScheduledJob = { name: 'only-in-this-copy', handler: 'jobs/send-notifications', everyMinutes: 15, resources: ['table:read'] };
  const withCopy = buildTestApp({ scheduledJobs: [...scheduledJobs, extra] });
  afterAll(() => withCopy.cleanup());
  const jobs = withCopy.template(withCopy.stacks.jobs);

  it('synthesizes a function per job with the job timeout and the environment of its resources only', () => {
    const fns = Object.values(resourcesOf(jobs, 'AWS::Lambda::Function')).filter((fn) => String(fn.Properties!.Description).startsWith('schedule only-in-this-copy'));
    expect(fns).toHaveLength(1);
    const props = fns[0]!.Properties!;
    expect(props.Timeout).toBe(60);
    expect(Object.keys(props.Environment.Variables)).toContain('TABLE_NAME');
    expect(Object.keys(props.Environment.Variables)).not.toContain('ORIGIN_VERIFY_SECRET_NAME');
    expect(Object.keys(props.Environment.Variables)).not.toContain('MAIL_FROM');
  });

  it('schedules it with an EventBridge rule at its rate, targeting its function with retries', () => {
    const rules = Object.values(resourcesOf(jobs, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(scheduledJobs.length + 1);
    const rule = rules.find((r) => r.Properties!.ScheduleExpression === 'rate(15 minutes)')!;
    expect(rule.Properties!.State).toBe('ENABLED');
    const [target] = rule.Properties!.Targets as { Arn: { 'Fn::GetAtt': [string, string] }; RetryPolicy: Record<string, number> }[];
    expect(target!.RetryPolicy).toEqual({ MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 2 });
    const functionId = target!.Arn['Fn::GetAtt'][0];
    expect(resourcesOf(jobs, 'AWS::Lambda::Function')[functionId]!.Properties!.Description).toBe('schedule only-in-this-copy (every 15 min)');
    // EventBridge may invoke it, and only from that rule.
    const permission = Object.values(resourcesOf(jobs, 'AWS::Lambda::Permission')).find((p) => p.Properties!.Principal === 'events.amazonaws.com');
    expect(permission!.Properties!.SourceArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/Schedule/), 'Arn'] });
  });

  it('refuses a job name that is not kebab-case', () => {
    expect(() => buildTestApp({ scheduledJobs: [{ ...extra, name: 'Not Kebab' }] })).toThrow(/kebab-case/);
  });
});

/**
 * Issue 33: the table-stream subscriber table becomes an event source mapping on the table's
 * stream, filtered to its records, with partial batch failures and an SQS dead-letter queue that
 * has an alarm (the local cloud runs the same table against DynamoDB Local's stream).
 */
describe('the CDK stacks follow the table-stream subscriber table', () => {
  const built = buildTestApp();
  afterAll(() => built.cleanup());
  const jobs = built.template(built.stacks.jobs);
  const data = built.template(built.stacks.data);
  const monitoring = built.template(built.stacks.monitoring);

  it('turns the table stream on with new images', () => {
    const [table] = Object.values(resourcesOf(data, 'AWS::DynamoDB::Table'));
    expect(table!.Properties!.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
  });

  it('maps every stream subscriber to the stream: its filter, partial batch failures, retries and a dead-letter queue', () => {
    const mappings = Object.values(resourcesOf(jobs, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(streamSubscribers.length);
    const outbox = streamSubscribers.find((subscriber) => subscriber.name === 'send-outbox-mail')!;
    const props = mappings[0]!.Properties!;
    expect(props.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    expect(props.StartingPosition).toBe('TRIM_HORIZON');
    expect(props.BatchSize).toBe(outbox.batchSize);
    expect(props.MaximumRetryAttempts).toBe(outbox.retryAttempts);
    expect(props.MaximumRecordAgeInSeconds).toBe(outbox.maxRecordAgeSeconds);
    expect(props.BisectBatchOnFunctionError).toBe(false);
    expect(JSON.parse(props.FilterCriteria.Filters[0].Pattern)).toEqual({ eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'OUTBOX#' }] } } } });
    const queueId = props.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
    expect(resourcesOf(jobs, 'AWS::SQS::Queue')[queueId]!.Properties!.SqsManagedSseEnabled).toBe(true);
    const fn = resourcesOf(jobs, 'AWS::Lambda::Function')[props.FunctionName.Ref]!;
    expect(fn.Properties!.Description).toBe('stream OUTBOX INSERT: send-outbox-mail');
    expect(Object.keys(fn.Properties!.Environment.Variables)).toContain('MAIL_FROM');
  });

  it('alarms on the dead-letter queue and on the stream falling behind', () => {
    const names = Object.values(resourcesOf(monitoring, 'AWS::CloudWatch::Alarm')).map((alarm) => String(alarm.Properties!.AlarmName));
    expect(names).toContain('worknest-dev send-outbox-mail: dead letters');
    expect(names).toContain('worknest-dev send-outbox-mail: stream behind by 5 minutes');
  });
});
