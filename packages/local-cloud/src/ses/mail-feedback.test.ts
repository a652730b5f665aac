import { describe, expect, it } from 'vitest';
import { feedbackFor, sesNotification } from './mail-feedback';

describe('the local inbox simulates SES feedback', () => {
  it('bounces bounce@ and bounce+tag@ addresses, complains for complaint@, delivers the rest', () => {
    expect(feedbackFor('bounce@acme.test')).toBe('Bounce');
    expect(feedbackFor('Bounce+ivy@acme.test')).toBe('Bounce');
    expect(feedbackFor('Ivy <bounce+x@acme.test>')).toBe('Bounce');
    expect(feedbackFor('complaint+1@acme.test')).toBe('Complaint');
    expect(feedbackFor('bouncer@acme.test')).toBeNull();
    expect(feedbackFor('sam@acme.test')).toBeNull();
  });

  it('builds the notification SES publishes', () => {
    const at = new Date('2026-11-24T10:00:00Z');
    expect(sesNotification('Bounce', 'bounce@acme.test', 'no-reply@worknest.test', 'm-1', at)).toMatchObject({
      notificationType: 'Bounce',
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'bounce@acme.test' }] },
    });
    expect(sesNotification('Complaint', 'complaint@acme.test', 'x', 'm-2', at)).toMatchObject({
      notificationType: 'Complaint',
      complaint: { complainedRecipients: [{ emailAddress: 'complaint@acme.test' }] },
    });
  });
});
