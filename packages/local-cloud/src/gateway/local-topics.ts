import { randomUUID } from 'node:crypto';
import type { TopicSubscriber } from '@worknest/functions/subscriptions';
import type { FunctionPool } from './function-pool';
import { LOCAL_ACCOUNT_ID, LOCAL_REGION_FALLBACK } from './local-api-identity';
import type { SharedClock } from './shared-clock';

/**
 * The local stand-in for SNS topics with Lambda subscriptions: publishing a message invokes every
 * subscriber of the topic through the function pool with the event SNS sends, stamped with the
 * shifted local clock. Like SNS, publishing does not wait for the subscribers' results to succeed.
 */
export class LocalTopics {
  constructor(
    private readonly subscribers: readonly TopicSubscriber[],
    private readonly pool: FunctionPool,
    private readonly clock: SharedClock,
    private readonly log?: (event: Record<string, unknown>) => void,
  ) {}

  /** Delivers `message` to the topic's subscribers; resolves with how many ran without an error. */
  async publish(topic: string, message: string): Promise<number> {
    const targets = this.subscribers.filter((subscriber) => subscriber.topic === topic);
    const event = snsEvent(topic, message, this.clock.now());
    const outcomes = await Promise.all(targets.map((subscriber) => this.pool.invoke(subscriber, event)));
    this.log?.({ event: 'topic-published', topic, subscribers: targets.length, failed: outcomes.filter((outcome) => !outcome.ok).length });
    return outcomes.filter((outcome) => outcome.ok).length;
  }
}

/** The event SNS delivers to a Lambda subscriber (one record per message). */
export function snsEvent(topic: string, message: string, nowMs: number) {
  const topicArn = `arn:aws:sns:${LOCAL_REGION_FALLBACK}:${LOCAL_ACCOUNT_ID}:${topic}`;
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Subject: null,
          Message: message,
          Timestamp: new Date(nowMs).toISOString(),
          SignatureVersion: '1',
          Signature: 'local',
          SigningCertUrl: 'https://sns.local/cert.pem',
          UnsubscribeUrl: 'https://sns.local/unsubscribe',
          MessageAttributes: {},
        },
      },
    ],
  };
}
