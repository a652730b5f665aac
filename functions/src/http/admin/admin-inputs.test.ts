import { adminBookingsQuerySchema, listingStatusSchema } from '@worknest/shared/admin';
import { analyticsQuerySchema } from '@worknest/shared/analytics';
import { emailField } from '@worknest/shared/email';
import { domainField, enrollCompanySchema, roleChangeSchema } from '@worknest/shared/people';
import { REVIEW_MESSAGES } from '@worknest/shared/review';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { userIdParams } from '../users/user-inputs';
import { adminBookingsQuery, adminListingsQuery, analyticsQuery, companiesQuery, enrollCompanyBody, findUserQuery, listingStatusBody, pendingReviewsQuery, roleChangeBody } from './admin-inputs';
import { reviewParams } from './review-id-inputs';

const same = (plain: { safeParse(input: unknown): unknown }, zod: z.ZodType, inputs: unknown[]) => {
  for (const input of inputs) expect(answerOf(plain as never, input), JSON.stringify(input)?.slice(0, 100)).toStrictEqual(answerOf(zod, input));
};
const limits = [undefined, '', '1', '25', '50', '100', '101', '0', '1.5', 'x', ' 9 '];
const cursors = [undefined, '', 'c', 'x'.repeat(2001)];
const ids = [undefined, '', 'x', '123e4567-e89b-42d3-a456-426614174000', '123e4567-e89b-42d3-c456-426614174000', 5];

describe('the admin routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('{id} of a member and of a review', () => {
    same(userIdParams, z.object({ id: z.string().uuid('User not found') }), ids.map((id) => ({ id })));
    same(reviewParams, z.object({ id: z.string().uuid(REVIEW_MESSAGES.reviewNotFound) }), ids.map((id) => ({ id })));
  });

  it('PATCH /api/admin/users/{id} {role}', () => {
    same(roleChangeBody, roleChangeSchema, [undefined, {}, { role: 'hr' }, { role: 'admin', x: 1 }, { role: 'owner' }, { role: null }]);
  });

  it('POST /api/admin/companies {domain, name}', () => {
    same(enrollCompanyBody, enrollCompanySchema, [
      undefined,
      {},
      { domain: ' Acme.Test ', name: ' Acme \u0000Inc ' },
      { domain: 'acme', name: '' },
      { domain: 'acme.test', name: 'x'.repeat(100) },
      { domain: 'acme.test', name: 'x'.repeat(101) },
      { domain: 5, name: 5 },
    ]);
  });

  it('GET /api/admin/users?email=', () => {
    same(findUserQuery, z.object({ email: emailField('Please enter a valid email address.') }), [{}, { email: '' }, { email: ' Sam+x@ACME.test ' }, { email: 'nope' }]);
  });

  it('GET /api/admin/analytics', () => {
    const weeks = [undefined, '', '1', '12', '52', '53', '0', '2.5', 'x'];
    same(analyticsQuery, analyticsQuerySchema, [...weeks.map((value) => ({ weeks: value })), { domain: ' ACME.test ' }, { domain: 'x'.repeat(254) }, { domain: '' }]);
  });

  it('GET /api/admin/bookings', () => {
    const queries: Record<string, unknown>[] = [
      {},
      { domain: ' Acme.TEST ', status: 'confirmed' },
      { status: 'paid' },
      { from: '2030-01-01', to: '2030-02-01' },
      { from: '2030-02-01', to: '2030-01-01' },
      { from: '2030-02-01', to: 'x' },
      { from: '1.1.2030', to: '2030-01-01' },
      { from: '2030-02-01', to: '2030-01-01', status: 'paid' },
      { from: '2030-02-01', to: '2030-01-01', limit: '0' },
      { from: '2030-02-01', to: '2030-01-01', limit: '1.5' },
      { from: '2030-02-01', to: '2030-01-01', domain: 'x'.repeat(254) },
      ...limits.map((limit) => ({ limit })),
      ...cursors.map((cursor) => ({ cursor })),
    ];
    same(adminBookingsQuery, adminBookingsQuerySchema, queries);
  });

  it('GET /api/admin/companies, /listings and /reviews', () => {
    same(companiesQuery, z.object({ cursor: z.string().max(2000).optional() }), cursors.map((cursor) => ({ cursor })));
    const zodListings = z.object({ domain: domainField.optional(), cursor: z.string().max(2000).optional(), limit: z.coerce.number().int().min(1).max(100).default(50) });
    same(adminListingsQuery, zodListings, [{}, { domain: ' Acme.Test ' }, { domain: 'acme' }, ...limits.map((limit) => ({ limit, cursor: 'x'.repeat(2001) }))]);
    const zodReviews = z.object({ limit: z.coerce.number().int().min(1).max(100).default(25), cursor: z.string().max(2000).optional() });
    same(pendingReviewsQuery, zodReviews, [...limits.map((limit) => ({ limit })), ...cursors.map((cursor) => ({ cursor, limit: '0' }))]);
  });

  it('PUT /api/admin/listings/{id}/status {isActive}', () => {
    same(listingStatusBody, listingStatusSchema, [undefined, {}, { isActive: true }, { isActive: false }, { isActive: 'true' }, { isActive: null }]);
  });
});
