import type { PendingBooking } from '@worknest/shared/booking';
import { TRAVEL_POLICY_MESSAGES } from '@worknest/shared/travel-policy-rules';
import { BUSINESS_STAY_MESSAGES } from '@worknest/shared/business-stay';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { businessStayResolver, type BusinessStayFormValues } from './business-stay-form';

const business = { purpose: 'Client  workshop', costCentre: 'ENG' };
const pending: PendingBooking = { listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 1, business };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<BusinessStayFormValues>;

function check(values: BusinessStayFormValues, outOfPolicy: boolean, stay: PendingBooking = pending) {
  return businessStayResolver(stay, stay.business!, outOfPolicy)(values, undefined, options);
}

describe('the business checkout form, checked with businessStaySchema (issue 32)', () => {
  it('sends the stay with its purpose folded, and no justification when none was typed or the trip is in policy', async () => {
    const body = { listingId: 'l1', checkIn: '2030-03-12', checkOut: '2030-03-14', numberOfGuests: 1, purpose: 'Client workshop', costCentre: 'ENG', justification: null };
    expect(await check({ justification: '   ' }, true)).toEqual({ values: body, errors: {} });
    expect(await check({ justification: 'short' }, false)).toEqual({ values: body, errors: {} });
  });

  it('sends a justification of 10 to 500 characters once white space is folded', async () => {
    expect((await check({ justification: ' The client  asked us ' }, true)).values).toMatchObject({ justification: 'The client asked us' });
  });

  it('puts a justification that breaks the rule under its box, with the policy message', async () => {
    for (const justification of ['too short', 'x'.repeat(501), '  a    b  c  ']) {
      const result = await check({ justification }, true);
      expect(result.values, justification).toEqual({});
      expect(result.errors, justification).toEqual({ justification: { type: expect.any(String), message: TRAVEL_POLICY_MESSAGES.justification } });
    }
  });

  it('shows an issue of the stay itself (a purpose the panel let through) as the form message', async () => {
    const result = await check({ justification: '' }, true, { ...pending, business: { purpose: 'ab', costCentre: null } });
    expect(result.errors).toEqual({ root: { type: 'too_small', message: BUSINESS_STAY_MESSAGES.purpose } });
  });
});
