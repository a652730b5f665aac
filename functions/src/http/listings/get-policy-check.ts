import type { PolicyCheck } from '@worknest/shared/travel-policy-rules';
import { checkStayAgainstPolicy } from '../../domain/approvals/travel-policy';
import { findVisibleListing } from '../../domain/listings/find-visible-listing';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { listingParams } from './listing-id-inputs';
import { stayQuery } from './policy-check-inputs';

/**
 * `GET /api/listings/{id}/policy-check?checkIn&checkOut&numberOfGuests` (issue 35): the stay
 * against the member's company travel policy, `{ inPolicy, reasons: [{ rule, message }] }`.
 * Another company's listing is a 404.
 */
export const handler = defineHandler(
  { params: listingParams, query: stayQuery },
  async ({ params, query, session }): Promise<PolicyCheck> => {
    const listing = await findVisibleListing(params.id, session);
    return (await checkStayAgainstPolicy(session.companyDomain, listing, query, nowMs())).check;
  },
);
