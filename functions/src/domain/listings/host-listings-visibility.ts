import { countActiveListings } from '../../store/counters';
import { hideHostListings, showHostListings } from '../../store/listing-visibility';

/**
 * A deactivated host's listings leave everyone's view at once (issue 8) and come back when the
 * host is reactivated; listings an admin switched off stay off. Called by the user deactivation
 * service. Idempotent: a second run finds nothing to hide or show.
 */
export async function hideListingsOfHost(userId: string): Promise<number> {
  const hidden = await hideHostListings(userId);
  await Promise.all(hidden.map((place) => countActiveListings(place.companyDomain, -1)));
  return hidden.length;
}

export async function showListingsOfHost(userId: string): Promise<number> {
  const shown = await showHostListings(userId);
  await Promise.all(shown.map((place) => countActiveListings(place.companyDomain, 1)));
  return shown.length;
}
