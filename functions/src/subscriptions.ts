/**
 * THE topic-subscriber table, the third twin of the route and job tables: functions that SNS
 * invokes with what a topic publishes. The CDK jobs stack subscribes one Lambda per entry to its
 * topic; the local cloud delivers the same SNS events through its gateway (a local publisher, or
 * the test control `POST /__local/topics/{topic}/publish`).
 */
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
