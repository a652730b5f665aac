import Stripe from 'stripe';
import type { LogEvent } from '../log-event';
import type { StripeEvent } from './stripe-state';

/**
 * Delivers events to one webhook endpoint the way Stripe does: a JSON POST with a
 * `Stripe-Signature` header computed by the SDK's own `generateTestHeaderString` (so signature
 * checks in the app run exactly as against Stripe), re-signed on every attempt, retried with
 * growing delays until a 2xx answer or the attempts run out. Order is not guaranteed, as on
 * Stripe: each event is delivered on its own.
 */
export interface DeliveryAttempt {
  at: string;
  atMs: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** True when a test or developer asked for it (`/_emulator/events/{id}/deliver`). */
  manual: boolean;
}

export interface EventDeliveries {
  eventId: string;
  type: string;
  /** When the emulator created the event (ms). */
  createdMs: number;
  attempts: DeliveryAttempt[];
  delivered: boolean;
  /** Waiting for the next attempt (or for delivery to be resumed). */
  pending: boolean;
}

export interface WebhookSenderOptions {
  secret: string;
  /** The endpoint; deliveries wait until one is set. */
  url?: string;
  /** Delays before the 2nd, 3rd, … attempt. Stripe spreads retries over three days; locally minutes. */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  /**
   * Epoch ms for signature timestamps. The local cloud shifts it with the functions' clock, so a
   * test that moves time forward still sends signatures the webhook accepts (Stripe and AWS
   * share one clock).
   */
  now?: () => number;
  log?: LogEvent;
}

export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 25_000, 125_000, 625_000] as const;

interface Tracked extends EventDeliveries {
  event: StripeEvent;
  timer?: NodeJS.Timeout;
  inFlight?: Promise<void>;
}

export class WebhookSender {
  private url: string | undefined;
  private paused = false;
  /** Held until the app is ready (npm run dev: the gateway answers 503 while the demo data loads). */
  private held = false;
  private stopped = false;
  private readonly tracked = new Map<string, Tracked>();
  private readonly waiting: Tracked[] = [];
  private readonly idleWaiters: (() => void)[] = [];
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private readonly log: LogEvent;

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.log = options.log ?? (() => {});
  }

  setUrl(url: string): void {
    this.url = url;
    this.flushWaiting();
  }

  get endpoint(): string | undefined {
    return this.url;
  }

  /** Holds new deliveries (tests: "the browser confirms before the webhook arrives"). */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.flushWaiting();
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /**
   * Holds every delivery until `release()`: `npm run dev` starts the emulator held, seeds the demo
   * data (whose payments send events) and releases once the gateway is open, so no delivery meets
   * its 503 (issue 29). Apart from pause/resume, which tests and people use while it runs.
   */
  hold(): void {
    this.held = true;
  }

  release(): void {
    this.held = false;
    this.flushWaiting();
  }

  private get blocked(): boolean {
    return this.paused || this.held || !this.url;
  }

  enqueue(event: StripeEvent): void {
    const tracked: Tracked = {
      event,
      eventId: event.id,
      type: event.type,
      createdMs: Date.now(),
      attempts: [],
      delivered: false,
      pending: true,
    };
    this.tracked.set(event.id, tracked);
    if (this.blocked) this.waiting.push(tracked);
    else this.attemptSoon(tracked, 0);
  }

  deliveries(eventId: string): EventDeliveries | undefined {
    const tracked = this.tracked.get(eventId);
    return tracked ? publicView(tracked) : undefined;
  }

  /** One extra attempt now, whatever happened before; answers its outcome. */
  async deliverNow(eventId: string): Promise<DeliveryAttempt | undefined> {
    const tracked = this.tracked.get(eventId);
    if (!tracked) return undefined;
    return this.attempt(tracked, true);
  }

  /** Resolves once nothing is being delivered or waiting for a retry timer. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  stop(): void {
    this.stopped = true;
    for (const tracked of this.tracked.values()) clearTimeout(tracked.timer);
    this.notifyIdle(true);
  }

  private flushWaiting(): void {
    if (this.blocked) return;
    for (const tracked of this.waiting.splice(0)) this.attemptSoon(tracked, 0);
  }

  private attemptSoon(tracked: Tracked, delayMs: number): void {
    if (this.stopped) return;
    tracked.pending = true;
    tracked.timer = setTimeout(() => {
      tracked.timer = undefined;
      if (this.blocked) {
        this.waiting.push(tracked);
        return;
      }
      tracked.inFlight = this.attempt(tracked, false).then((attempt) => {
        tracked.inFlight = undefined;
        if (attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300) {
          tracked.pending = false;
        } else {
          const retry = tracked.attempts.filter((a) => !a.manual).length - 1;
          const delay = this.retryDelaysMs[retry];
          if (delay === undefined || this.stopped) {
            tracked.pending = false;
            this.log({ part: 'stripe', event: 'webhook-gave-up', eventId: tracked.eventId, type: tracked.type });
          } else {
            this.attemptSoon(tracked, delay);
          }
        }
        this.notifyIdle();
      });
    }, delayMs);
  }

  private async attempt(tracked: Tracked, manual: boolean): Promise<DeliveryAttempt> {
    const url = this.url;
    const startedMs = Date.now();
    const payload = JSON.stringify(tracked.event, null, 2);
    const signedAt = this.options.now?.() ?? startedMs;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret, timestamp: Math.floor(signedAt / 1000) });
    let statusCode: number | null = null;
    let error: string | null = null;
    if (!url) error = 'no webhook endpoint configured';
    else {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': signature,
          },
          body: payload,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        statusCode = response.status;
        await response.arrayBuffer().catch(() => undefined);
      } catch (cause) {
        error = (cause as Error).message;
      }
    }
    const attempt: DeliveryAttempt = {
      at: new Date(startedMs).toISOString(),
      atMs: startedMs,
      statusCode,
      error,
      durationMs: Date.now() - startedMs,
      manual,
    };
    tracked.attempts.push(attempt);
    if (statusCode !== null && statusCode >= 200 && statusCode < 300) tracked.delivered = true;
    this.log({ part: 'stripe', event: 'webhook', type: tracked.type, eventId: tracked.eventId, status: statusCode, error, ms: attempt.durationMs });
    return attempt;
  }

  private isIdle(): boolean {
    for (const tracked of this.tracked.values()) if (tracked.timer || tracked.inFlight) return false;
    return true;
  }

  private notifyIdle(force = false): void {
    if (!force && !this.isIdle()) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}

function publicView(tracked: Tracked): EventDeliveries {
  return {
    eventId: tracked.eventId,
    type: tracked.type,
    createdMs: tracked.createdMs,
    attempts: [...tracked.attempts],
    delivered: tracked.delivered,
    pending: tracked.pending,
  };
}
