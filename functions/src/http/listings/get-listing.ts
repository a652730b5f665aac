import { getListingDetail } from '../../domain/listings/get-listing-detail';
import { defineHandler } from '../../middleware/define-handler';
import { listingParams } from './listing-params';

/** `GET /api/listings/{id}`: one listing of the caller's company, its host's name and blocked nights; otherwise 404. */
export const handler = defineHandler({ params: listingParams }, async ({ params, session }) => getListingDetail(params.id, session));
