import { describe, expect, it } from 'vitest';
import { hostEarnings, type EarningsFacts } from './host-earnings';

// 3 nights at €74.50 (€223.50) and a €20 fee; 3 % commission on the nights: €6.71, so €216.79 for the host.
const stay: EarningsFacts = {
  status: 'confirmed',
  isPaid: true,
  accommodationAmount: 22_350,
  serviceFee: 2000,
  totalAmount: 24_350,
  commissionBasisPoints: 300,
  cancelledBy: null,
  refundedAmount: null,
  payoutStatus: 'scheduled',
  payoutAmount: null,
  payoutReversedAmount: null,
};

describe('what a stay earns its host', () => {
  it('a confirmed stay: the nights less the commission', () => {
    expect(hostEarnings(stay)).toEqual({ amount: 21_679, status: 'scheduled' });
  });

  it('a request waiting for the host: what accepting it would earn, not €0 (issue 29)', () => {
    expect(hostEarnings({ ...stay, status: 'requested', isPaid: false, payoutStatus: null })).toEqual({ amount: 21_679, status: 'scheduled' });
  });

  it('a stay refunded in full, a declined or expired request: nothing to pay', () => {
    expect(hostEarnings({ ...stay, status: 'cancelled', cancelledBy: 'host', refundedAmount: 24_350 })).toEqual({ amount: 0, status: 'none' });
    expect(hostEarnings({ ...stay, status: 'declined', isPaid: false, payoutStatus: null })).toEqual({ amount: 0, status: 'none' });
    expect(hostEarnings({ ...stay, status: 'expired', isPaid: false, payoutStatus: null })).toEqual({ amount: 0, status: 'none' });
  });
});

describe('a company reward for hosting (issue 37)', () => {
  it('shows the granted reward beside the stay’s share, and nothing before it is granted', () => {
    expect(hostEarnings(stay).reward).toBeUndefined();
    const rewarded = hostEarnings({ ...stay, hostReward: { kind: 'cash', amount: 3000, capped: false } });
    expect(rewarded).toEqual({ ...hostEarnings(stay), reward: { kind: 'cash', amount: 3000, capped: false } });
  });
});
