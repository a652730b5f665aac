import { Aws, CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SearchExpression,
  SingleValueWidget,
  TextWidget,
  type IWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { IHttpApi, IWebSocketApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { businessMetrics, operationalMetrics } from '@worknest/functions/config/metric-names';
import { routeId } from '@worknest/functions/routes';
import type { RouteFunction } from './constructs/route-function';
import { FunctionAlarms } from './monitoring/function-alarms';
import { appMetric, faultsOf, RUNBOOK, stageAlarm, sumOf } from './monitoring/alarm-kit';
import { stackName, tableName } from './names';
import type { StreamSubscription } from './jobs-stack';
import type { Stage } from './stage-settings';

export interface MonitoringStackProps extends StackProps {
  stage: Stage;
  httpApi: IHttpApi;
  webSocketApi: IWebSocketApi;
  /** Every function of the route tables (and the authorizer), each with its route id (the `Faults` dimension). */
  functions: readonly { routeId: string; fn: RouteFunction }[];
  /** The table-stream subscribers (issue 33): an alarm on each dead-letter queue and on how far each lags. */
  streamSubscriptions?: readonly StreamSubscription[];
}

/** The operations the app's store uses (alarm math takes at most 10 metrics). */
const tableOperations = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'];

/**
 * The stage's alarm topic, an errors and a throttles alarm for every function of the route tables
 * (built from them, so a new route is watched without anyone writing an alarm), the stage-wide
 * alarms, and the stage dashboard. Deploys last; apart from the function stacks because those
 * are near CloudFormation's 500 resources a stack.
 */
export class MonitoringStack extends Stack {
  readonly alarmTopic: Topic;
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const stage = props.stage.name;
    const period = Duration.minutes(5);

    this.alarmTopic = new Topic(this, 'Alarms', {
      topicName: `worknest-${stage}-alarms`,
      displayName: `Worknest ${stage} alarms`,
      enforceSSL: true,
    });
    Validations.of(this.alarmTopic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and metric values, no personal or payment data. CloudWatch cannot ' +
        'publish to a topic encrypted with the AWS-managed aws/sns key, so encryption would need a customer key for nothing to protect.',
    });
    if (props.stage.settings.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.stage.settings.alarmEmail));
    const alarm = (alarmId: string, spec: Parameters<typeof stageAlarm>[4]) => stageAlarm(this, alarmId, stage, this.alarmTopic, spec);

    for (const { routeId: id, fn } of props.functions) {
      new FunctionAlarms(this, id, { stage, topic: this.alarmTopic, label: fn.label, routeId: id, fn: fn.function });
    }

    // Table-stream subscribers (issue 33): records given up on, and a stream that stopped moving.
    for (const subscription of props.streamSubscriptions ?? []) {
      const id = subscription.fn.node.id;
      alarm(`${id}DeadLetters`, {
        name: `${subscription.name}: dead letters`,
        metric: subscription.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        lookFirst:
          `The stream subscriber ${subscription.name} gave up on records after its retries (for the outbox: e-mails not sent; ` +
          'the items stay in the table, pending). Look first at its function\'s ERROR lines, then redrive as the runbook says.',
        runbook: 'stream-dead-letters',
      });
      alarm(`${id}IteratorAge`, {
        name: `${subscription.name}: stream behind by 5 minutes`,
        metric: subscription.fn.function.metric('IteratorAge', { period, statistic: 'Maximum' }),
        threshold: 5 * 60 * 1000,
        lookFirst:
          `The stream subscriber ${subscription.name} is retrying a record (SES down?) or cannot keep up: e-mails wait. ` +
          'Look first at its function\'s ERROR lines (lastError of the outbox items) and at SES\'s status.',
        runbook: 'stream-dead-letters',
      });
    }

    // HTTP API (all routes together; per route see the function alarms).
    const api = (metricName: string, statistic = 'Sum') =>
      new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: props.httpApi.apiId }, statistic, period });
    alarm('Http5xxRate', {
      name: 'HTTP API: 5xx rate above 5%',
      metric: new MathExpression({
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: { errors: api('5xx'), requests: api('Count') },
        label: '5xx % of requests',
        period,
      }),
      threshold: 5,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      lookFirst:
        'More than 5% of API requests (at least 20 in 5 minutes) answered 5xx for 10 minutes. Look first at which ' +
        'route: the dashboard "Errors by route", then that function\'s errors alarm and logs; 502/504 without a function ' +
        'error means a timeout or a Lambda service problem.',
      runbook: 'http-5xx-rate',
    });
    alarm('HttpLatencyP99', {
      name: 'HTTP API: p99 latency above 3 s',
      metric: api('Latency', 'p99'),
      threshold: 3000,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
      lookFirst:
        'The slowest 1% of API requests took more than 3 s for 15 minutes. Look first at "Duration p99 by function" ' +
        'on the dashboard (one route or all?), then DynamoDB latency and Stripe\'s status page.',
      runbook: 'http-latency',
    });

    // WebSocket API.
    const ws = (metricName: string) =>
      new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: props.webSocketApi.apiId, Stage: 'ws' }, statistic: 'Sum', period });
    alarm('WebSocketErrors', {
      name: 'WebSocket API: errors',
      metric: sumOf('WebSocket integration and execution errors', { integration: ws('IntegrationError'), execution: ws('ExecutionError') }),
      threshold: 5,
      lookFirst:
        '5 or more WebSocket messages or connects failed in 5 minutes (function error or API Gateway execution error). ' +
        'Look first at the ws $connect / $default function alarms and logs; real-time pushes are lost meanwhile (messages stay stored).',
      runbook: 'websocket-errors',
    });

    // DynamoDB.
    const table = tableName(stage);
    const dynamo = (metricName: string, operation: string) =>
      new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: table, Operation: operation }, statistic: 'Sum', period });
    const perOperation = (metricName: string) => Object.fromEntries(tableOperations.map((op) => [op.toLowerCase(), dynamo(metricName, op)]));
    alarm('TableThrottles', {
      name: 'DynamoDB: throttled requests',
      metric: sumOf('Throttled requests', perOperation('ThrottledRequests')),
      threshold: 5,
      lookFirst:
        `DynamoDB throttled 5 or more requests to ${table} in 5 minutes. On-demand tables throttle on a hot partition or a ` +
        'sudden doubling of traffic. Look first at Contributor Insights / the operation in the dashboard, and at the function logs for retries.',
      runbook: 'dynamodb-throttles',
    });
    alarm('TableSystemErrors', {
      name: 'DynamoDB: system errors',
      metric: sumOf('System errors', perOperation('SystemErrors')),
      threshold: 1,
      lookFirst: `DynamoDB answered ${table} requests with 500s (an AWS-side fault). Look first at the AWS Health Dashboard for DynamoDB in this region.`,
      runbook: 'dynamodb-system-errors',
    });

    // SES reputation: account-level rates AWS reviews (bounce 5%, complaint 0.1%) before it pauses sending.
    const reputation = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1) });
    alarm('SesBounceRate', {
      name: 'SES: bounce rate at 4%',
      metric: new MathExpression({ expression: '100 * rate', usingMetrics: { rate: reputation('Reputation.BounceRate') }, label: 'Bounce rate %', period: Duration.hours(1) }),
      threshold: 4,
      lookFirst:
        'The account\'s SES bounce rate reached 4% (AWS reviews the account at 5% and may pause sending at 10%: no magic links). ' +
        'Look first at who asked for magic links: the request-magic-link logs and the MagicLinksSent metric (a scripted flood of bad addresses?).',
      runbook: 'ses-reputation',
    });
    alarm('SesComplaintRate', {
      name: 'SES: complaint rate at 0.08%',
      metric: new MathExpression({ expression: '100 * rate', usingMetrics: { rate: reputation('Reputation.ComplaintRate') }, label: 'Complaint rate %', period: Duration.hours(1) }),
      threshold: 0.08,
      lookFirst:
        'The account\'s SES complaint rate reached 0.08% (AWS reviews at 0.1%, may pause at 0.5%). Look first at which mails ' +
        'people mark as spam: magic links they did not ask for (someone typing other people\'s addresses) or booking mails.',
      runbook: 'ses-reputation',
    });

    // Stripe webhook and checkout.
    const webhookRoute = routeId({ method: 'POST', path: '/api/webhooks/stripe' });
    alarm('StripeWebhookFailures', {
      name: 'Stripe webhook: failures',
      metric: sumOf('Webhook signature failures and faults', {
        signatures: appMetric(stage, operationalMetrics.webhookSignatureFailures),
        faults: faultsOf(stage, webhookRoute),
      }),
      threshold: 3,
      lookFirst:
        '3 or more Stripe webhook calls failed in 5 minutes (bad signature or handler error): bookings stay unconfirmed. ' +
        'Signature failures after a rotation mean the webhook secret in Secrets Manager is not the one Stripe signs with; ' +
        'look at Stripe Dashboard > Developers > Webhooks > the endpoint\'s failed deliveries.',
      runbook: 'stripe-webhook-failures',
    });
    const hour = Duration.hours(1);
    // A checkout is done when an instant booking is paid (BookingsConfirmed, less the requests a
    // host accepted: their checkout ended earlier) or a request's card is authorized
    // (RequestsAuthorized). Requests confirm only when a host accepts, up to a day later, so
    // counting them as checkouts against BookingsConfirmed alone would look like broken checkouts.
    alarm('CheckoutConversion', {
      name: 'Checkout: few payments confirm',
      metric: new MathExpression({
        expression:
          'IF(FILL(started, 0) + FILL(requests, 0) >= 5, ' +
          '100 * (FILL(confirmed, 0) - FILL(accepted, 0) + FILL(authorized, 0)) / (FILL(started, 0) + FILL(requests, 0)), 100)',
        usingMetrics: {
          started: appMetric(stage, businessMetrics.checkoutsStarted, { period: hour }),
          requests: appMetric(stage, businessMetrics.requestCheckoutsStarted, { period: hour }),
          confirmed: appMetric(stage, businessMetrics.bookingsConfirmed, { period: hour }),
          accepted: appMetric(stage, businessMetrics.requestsAccepted, { period: hour }),
          authorized: appMetric(stage, businessMetrics.requestsAuthorized, { period: hour }),
        },
        label: 'Checkouts completed (instant paid, request authorized) per checkout started, %',
        period: hour,
      }),
      threshold: 20,
      comparison: ComparisonOperator.LESS_THAN_THRESHOLD,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
      lookFirst:
        'For 2 hours with at least 5 checkouts started, fewer than 20% completed: instant bookings paid (BookingsConfirmed ' +
        'less RequestsAccepted) plus booking requests whose card was authorized (RequestsAuthorized), against CheckoutsStarted ' +
        'plus RequestCheckoutsStarted. Checkout is probably broken. Look first at PaymentsFailed and the webhook alarm, the ' +
        'create-payment-intent and bookings/confirm logs, and Stripe\'s status page.',
      runbook: 'checkout-conversion',
    });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `worknest-${stage}`,
      defaultInterval: Duration.hours(6),
      widgets: dashboardRows({ stage, httpApi: props.httpApi, webSocketApi: props.webSocketApi, table }),
    });

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
    new CfnOutput(this, 'DashboardUrl', {
      value: `https://${Aws.REGION}.console.aws.amazon.com/cloudwatch/home?region=${Aws.REGION}#dashboards:name=worknest-${stage}`,
    });
  }
}

/** The stacks of a stage that hold functions (their names prefix the functions' names). */
export function functionStacks(stage: string): string[] {
  return [stackName(stage, 'api'), stackName(stage, 'realtime'), stackName(stage, 'jobs')];
}

function dashboardRows(p: { stage: string; httpApi: IHttpApi; webSocketApi: IWebSocketApi; table: string }): IWidget[][] {
  const period = Duration.minutes(5);
  const api = (metricName: string, statistic = 'Sum', label = metricName) =>
    new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: p.httpApi.apiId }, statistic, period, label });
  // Per function: CloudFormation names each `<stack>-<construct id>-<suffix>`, so a search on the
  // prefixes of the stacks that hold functions finds every one: the HTTP routes and the origin
  // authorizer (`api`, `api-<area>`), the WebSocket routes (`realtime`), the scheduled jobs and topic
  // subscribers (`jobs`), including functions added after this was written. Under 100 functions
  // today, well within a search's 500 series.
  const functionName = functionStacks(p.stage).map((stack) => `FunctionName=${stack}`).join(' OR ');
  const perFunction = (metricName: string, statistic: string) =>
    new SearchExpression({
      // Unquoted: a partial match on the name's tokens (worknest, <stage>, api | realtime | jobs).
      expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" (${functionName})', '${statistic}', 300)`,
      label: '',
      period,
    });
  const ws = (metricName: string) =>
    new Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: p.webSocketApi.apiId, Stage: 'ws' }, statistic: 'Sum', period });
  const dynamo = (metricName: string, statistic = 'Sum') =>
    new Metric({ namespace: 'AWS/DynamoDB', metricName, dimensionsMap: { TableName: p.table }, statistic, period });
  const ses = (metricName: string) => new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Sum', period });
  const business = (name: string, label: string) => appMetric(p.stage, name, { period: Duration.hours(1) }).with({ label });
  const wide = { width: 12, height: 6 };

  return [
    [
      new TextWidget({
        markdown:
          `# Worknest ${p.stage}\nAlarms go to the topic worknest-${p.stage}-alarms; what each means and what to do: ${RUNBOOK}. ` +
          'Per-route graphs search every function of the stage (HTTP routes and the origin authorizer, WebSocket routes, ' +
          'scheduled jobs and topic subscribers), so new routes and jobs appear by themselves.',
        width: 24,
        height: 2,
      }),
    ],
    [
      new GraphWidget({ title: 'HTTP API: requests, 4xx, 5xx', left: [api('Count', 'Sum', 'requests'), api('4xx'), api('5xx')], ...wide }),
      new GraphWidget({ title: 'HTTP API: latency (ms)', left: [api('Latency', 'p50', 'p50'), api('Latency', 'p99', 'p99'), api('IntegrationLatency', 'p99', 'integration p99')], ...wide }),
    ],
    [
      new GraphWidget({ title: 'Requests by route (invocations; HTTP, WebSocket, jobs)', left: [perFunction('Invocations', 'Sum')], ...wide }),
      new GraphWidget({
        title: 'Errors by route (500 answers and crashes)',
        left: [
          new SearchExpression({
            expression: `SEARCH('{"Worknest/${p.stage}",route,service} MetricName="${operationalMetrics.faults}"', 'Sum', 300)`,
            label: '',
            period,
          }),
          perFunction('Errors', 'Sum'),
        ],
        ...wide,
      }),
    ],
    [
      new GraphWidget({ title: 'Duration p99 by route (ms)', left: [perFunction('Duration', 'p99')], ...wide }),
      new GraphWidget({ title: 'Throttles and concurrency by route', left: [perFunction('Throttles', 'Sum')], right: [perFunction('ConcurrentExecutions', 'Maximum')], ...wide }),
    ],
    [
      new GraphWidget({
        title: 'Business: sign-in, listings, messages, reviews (per hour)',
        left: [
          business(businessMetrics.magicLinksSent, 'magic links sent'),
          business(businessMetrics.signIns, 'sign-ins'),
          business(businessMetrics.listingsCreated, 'listings created'),
          business(businessMetrics.messagesSent, 'messages sent'),
          business(businessMetrics.reviewsSubmitted, 'reviews submitted'),
        ],
        ...wide,
      }),
      new GraphWidget({
        title: 'Business: checkout and payments (per hour)',
        left: [
          business(businessMetrics.checkoutsStarted, 'checkouts started (instant)'),
          business(businessMetrics.bookingsConfirmed, 'bookings confirmed'),
          business(businessMetrics.requestCheckoutsStarted, 'request checkouts started'),
          business(businessMetrics.requestsAuthorized, 'requests authorized'),
          business(businessMetrics.requestsAccepted, 'requests accepted'),
          business(businessMetrics.paymentsFailed, 'payments failed'),
          business(businessMetrics.refunds, 'refunds'),
        ],
        right: [business(businessMetrics.refundedCents, 'refunded (cents)')],
        ...wide,
      }),
    ],
    [
      new GraphWidget({
        title: 'DynamoDB: capacity consumed and throttles',
        left: [dynamo('ConsumedReadCapacityUnits', 'Sum'), dynamo('ConsumedWriteCapacityUnits', 'Sum')],
        right: [dynamo('ReadThrottleEvents'), dynamo('WriteThrottleEvents')],
        ...wide,
      }),
      new GraphWidget({
        title: 'WebSocket: connections and messages',
        left: [ws('ConnectCount'), ws('MessageCount')],
        right: [ws('IntegrationError'), ws('ExecutionError'), ws('ClientError')],
        ...wide,
      }),
    ],
    [
      new GraphWidget({ title: 'SES: sending', left: [ses('Send'), ses('Delivery'), ses('Bounce'), ses('Complaint'), ses('Reject')], ...wide }),
      new SingleValueWidget({
        title: 'SES reputation (account, last value)',
        metrics: [
          new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.BounceRate', statistic: 'Maximum', period: Duration.hours(1), label: 'bounce rate' }),
          new Metric({ namespace: 'AWS/SES', metricName: 'Reputation.ComplaintRate', statistic: 'Maximum', period: Duration.hours(1), label: 'complaint rate' }),
        ],
        ...wide,
      }),
    ],
  ];
}
