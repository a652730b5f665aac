import { acceptsOf, type ExchangeProgramme } from '@worknest/shared/credit-rules';
import type { Listing } from '@worknest/shared/listing';
import type { ListingRecord } from '../../store/listings';
import { mayManage, type Viewer } from './viewer';

/**
 * The listing as the API shows it to this viewer. Colleagues see the place (city, region,
 * country), not the street, zip code or coordinates: those are the host's (and admins'), in the
 * spirit of "minimal data" (SPEC.md §1). Nor the arrival guide (issue 41): its confirmed guest
 * reads it with the address from `GET /api/bookings/{id}`.
 */
export function toApiListing(record: ListingRecord, viewer: Viewer, programme: Pick<ExchangeProgramme, 'creditsEnabled' | 'swapsEnabled'> | null = null): Listing {
  const { companyDomain: _company, locationSeed: _seed, accepts: chosen, ...rest } = record;
  // Issue 37 (ADR 0161): what it accepts, within what the company runs when that is known.
  const listing: Listing = { ...rest, accepts: acceptsOf(chosen, programme), acceptsChosen: chosen ?? null };
  if (mayManage(viewer, record)) return listing;
  return { ...listing, address: null, zipCode: null, latitude: null, longitude: null, arrivalGuide: null, locationSource: null };
}
