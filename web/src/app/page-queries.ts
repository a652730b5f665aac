import { hostStaysQueryOptions } from '../features/bookings/api/get-host-bookings';
import { companySetupQueryOptions } from '../features/companies/api/company-signup';
import { myBookingsQueryOptions } from '../features/bookings/api/get-my-bookings';
import { stayQueryOptions } from '../features/bookings/api/get-stay';
import { businessStayOptionsQueryOptions } from '../features/bookings/api/business-stay-options';
import { hrOfficesQueryOptions } from '../features/hr/api/offices';
import { listingQueryOptions } from '../features/listings/api/get-listing';
import { listingSearchQueryOptions, myListingsQueryOptions } from '../features/listings/api/get-listings';
import { officesQueryOptions } from '../features/listings/api/get-offices';
import { savedSearchesQueryOptions } from '../features/listings/api/saved-searches';
import { readSearch, searchParamsOf } from '../features/listings/utils/search-state';
import { conversationsQueryOptions } from '../features/messages/api/get-conversations';
import { notificationSettingsQueryOptions } from '../features/notifications/api/notification-settings';
import { payoutsQueryOptions } from '../features/payouts/api/payouts';
import { blocksQueryOptions } from '../features/users/api/blocks';
import { listingReviewsQueryOptions } from '../features/reviews/api/get-listing-reviews';
import { userQueryOptions } from '../lib/auth';
import type { PageQueries } from './route-data';

/*
 * What each page reads first, started at navigation by the router (route-data.ts, ADR 0089). A new
 * page adds its line here with the query options its hooks use (the same key, the same function)
 * and `loader: pageData(queryClient, ITS_QUERIES)` on its route. Only what the first screen shows:
 * what a click opens asks when it opens. These modules hold no components and no zod, so they cost
 * the app's start a few hundred bytes.
 */

/** Every /app page: the guard's "me" and the header's unread count (the conversations' first page). */
export const APP_QUERIES: PageQueries = () => [userQueryOptions(), conversationsQueryOptions()];

/** `/app/company/setup` (issue 38): the user and the company's setup steps. */
export const COMPANY_SETUP_QUERIES: PageQueries = () => [userQueryOptions(), companySetupQueryOptions()];

/**
 * `/app/listings`: the grid's search, from the address's parameters (what the page's own hook asks),
 * and the company's offices that the "Near" control above the grid lists (issue 41).
 */
export const LISTINGS_QUERIES: PageQueries = ({ url }) => [listingSearchQueryOptions(searchParamsOf(readSearch(url.searchParams)).toString()), officesQueryOptions()];

/**
 * `/app/listings/{id}`: the listing and its reviews side by side (the reviews no longer wait for the
 * listing), and whether the member's company pays business stays (the booking panel's "Who pays?", issue 34).
 */
export const LISTING_DETAIL_QUERIES: PageQueries = ({ params }) =>
  params.id ? [listingQueryOptions(params.id), listingReviewsQueryOptions(params.id), businessStayOptionsQueryOptions()] : [];

/** `/app/bookings`: my trips, each confirmed stay with its review state (no request per stay). */
export const MY_BOOKINGS_QUERIES: PageQueries = () => [myBookingsQueryOptions()];

/** `/app/bookings/{id}` (issue 41): the stay, with its address and arrival guide once confirmed. */
export const STAY_QUERIES: PageQueries = ({ params }) => (params.id ? [stayQueryOptions(params.id)] : []);

/** `/app/hr/offices` (issue 41): the company's offices, where each was placed. */
export const HR_OFFICES_QUERIES: PageQueries = () => [hrOfficesQueryOptions()];

/** `/app/profile`: my listings, My Hostings' three lists (with their review states), payouts, saved searches and blocks (issue 39), notification settings. */
export const PROFILE_QUERIES: PageQueries = () => [
  myListingsQueryOptions(),
  hostStaysQueryOptions('upcoming'),
  hostStaysQueryOptions('past'),
  hostStaysQueryOptions('cancelled'),
  payoutsQueryOptions(),
  savedSearchesQueryOptions(),
  blocksQueryOptions(),
  notificationSettingsQueryOptions(),
];
