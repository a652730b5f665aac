import { getListingDetail, readListingDetail } from '../../domain/listings/get-listing-detail';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from './listing-id-inputs';

/**
 * `GET /api/listings/{id}`: one listing of the caller's company, its host's name and blocked nights; otherwise 404.
 * The listing and its nights are read while the session is checked (issue 31).
 */
export const handler = defineHandler(
  { params: listingParams, alongsideSession: (params) => readListingDetail(params.id) },
  async ({ params, session, alongside }) => getListingDetail(params.id, session, alongside),
);
