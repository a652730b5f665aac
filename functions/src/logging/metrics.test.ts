import { describe, expect, it } from 'vitest';
import { captureEmfLines } from './emf-capture';

/** The EMF lines Powertools writes: one JSON object per event, with the metric under `_aws`. */
describe('metrics', () => {
  const { emitted } = captureEmfLines();

  it('publishes a business event at once, in the stage namespace with the service dimension', async () => {
    const { countEvent, businessMetrics } = await import('./metrics');
    countEvent(businessMetrics.bookingsConfirmed);
    const [line] = emitted();
    expect(line!.BookingsConfirmed).toBe(1);
    expect(line!.service).toBe('worknest');
    const [directive] = line!._aws.CloudWatchMetrics;
    expect(directive.Namespace).toBe('Worknest/test-stage');
    expect(directive.Dimensions).toEqual([['service']]);
    expect(directive.Metrics).toEqual([{ Name: 'BookingsConfirmed', Unit: 'Count' }]);
  });

  it('counts a refund and its cents', async () => {
    const { countRefund } = await import('./metrics');
    countRefund(4500);
    const values = Object.assign({}, ...emitted());
    expect(values.Refunds).toBe(1);
    expect(values.RefundedCents).toBe(4500);
  });

  it('gives faults a route dimension', async () => {
    const { countFault } = await import('./metrics');
    countFault('POST /api/bookings/confirm');
    const [line] = emitted();
    expect(line!.Faults).toBe(1);
    expect(line!.route).toBe('PostApiBookingsConfirm');
    expect(line!._aws.CloudWatchMetrics[0].Dimensions[0].sort()).toEqual(['route', 'service']);
  });

  it('names a socket route’s faults like its function', async () => {
    const { countFault } = await import('./metrics');
    countFault('$connect');
    expect(emitted()[0]!.route).toBe('WsConnect');
  });
});
