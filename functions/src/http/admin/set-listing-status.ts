import { setListingActive } from '../../domain/listings/set-listing-active';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from '../listings/listing-id-inputs';
import { listingStatusBody } from './admin-inputs';

/** `PUT /api/admin/listings/{id}/status {isActive}`: switches a listing off (hidden from its company) or back on. */
export const handler = defineHandler({ params: listingParams, body: listingStatusBody }, async ({ params, body }) => {
  const listing = await setListingActive(params.id, body.isActive);
  return { id: listing.id, isActive: listing.isActive, companyDomain: listing.companyDomain };
});
