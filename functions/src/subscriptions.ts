/**
 * THE topic-subscriber table, the third twin of the route and job tables: functions that SNS
 * invokes with what a topic publishes. The CDK jobs stack subscribes one Lambda per entry to its
 * topic; the local cloud delivers the same SNS events through its gateway (a local publisher, or
 * the test control `POST /__local/topics/{topic}/publish`).
 */
import type { KeyFamily } from './config/table-access';
import type { Resource } from './routes';

/** Topics the stacks create. `mail-feedback`: SES bounces and complaints (MailStack). */
export const topics = ['mail-feedback'] as const;
export type Topic = (typeof topics)[number];

export interface TopicSubscriber {
  /** Stable, kebab-case: the function's name. */
  name: string;
  topic: Topic;
  /** Path under functions/src without extension; the module exports `handler`. */
  handler: string;
  resources: readonly Resource[];
  /** Seconds; default 30. */
  timeoutSeconds?: number;
  memorySize?: number;
}

export const DEFAULT_SUBSCRIBER_TIMEOUT_SECONDS = 30;

export const topicSubscribers: readonly TopicSubscriber[] = [
  // Issue 22: a bounced or complaining address gets no more optional e-mail.
  { name: 'record-mail-feedback', topic: 'mail-feedback', handler: 'events/record-mail-feedback', resources: ['table:write'] },
];

/** A stable, CloudFormation-safe name for a subscriber's function, e.g. `OnRecordMailFeedback`. */
export function subscriberId(subscriber: Pick<TopicSubscriber, 'name'>): string {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(subscriber.name)) throw new Error(`Topic subscriber name "${subscriber.name}" must be kebab-case`);
  return `On${subscriber.name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}`;
}

// --- Table-stream subscribers (issue 33) ----------------------------------------------------------

/**
 * THE table-stream subscriber table: functions that a DynamoDB Streams event source mapping
 * invokes with the table's changes. The CDK jobs stack makes one Lambda and one event source
 * mapping per entry (filtered to its records, partial batch failures, an SQS dead-letter queue
 * with an alarm); the local cloud reads DynamoDB Local's stream through the Streams API and
 * invokes the same handler the same way (packages/local-cloud/src/gateway/local-streams.ts).
 * A subscriber is invoked at least once per record: it must be idempotent.
 */
export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

export interface StreamSubscriber {
  /** Stable, kebab-case: the function's name. */
  name: string;
  /** Path under functions/src without extension; the module exports `handler`. */
  handler: string;
  resources: readonly Resource[];
  /** Which records invoke it (the mapping's filter criteria): these events on items of this key family. */
  stream: { eventNames: readonly StreamEventName[]; keyFamily: KeyFamily };
  /** Records per invocation (at most). */
  batchSize: number;
  /** Retries of a failed record before it goes to the dead-letter queue. */
  retryAttempts: number;
  /** A record older than this goes to the dead-letter queue without another try. */
  maxRecordAgeSeconds: number;
  /** Seconds; default 30. */
  timeoutSeconds?: number;
  memorySize?: number;
}

export const streamSubscribers: readonly StreamSubscriber[] = [
  // Issue 33: booking e-mails written in the state change's transaction (store/outbox.ts) go out from here;
  // the approvers' requests too, whose links it signs (mail-links, ADR 0193).
  {
    name: 'send-outbox-mail',
    handler: 'events/send-outbox-mail',
    resources: ['table:write', 'mail', 'mail-links'],
    stream: { eventNames: ['INSERT'], keyFamily: 'OUTBOX' },
    batchSize: 10,
    retryAttempts: 10,
    maxRecordAgeSeconds: 6 * 60 * 60,
  },
];

/** The partition-key prefix of a stream subscriber's records (`OUTBOX#`). */
export function streamKeyPrefix(subscriber: Pick<StreamSubscriber, 'stream'>): string {
  return `${subscriber.stream.keyFamily}#`;
}

/** A stable, CloudFormation-safe name for a stream subscriber's function, e.g. `StreamSendOutboxMail`. */
export function streamSubscriberId(subscriber: Pick<StreamSubscriber, 'name'>): string {
  return `Stream${subscriberId(subscriber).slice('On'.length)}`;
}
