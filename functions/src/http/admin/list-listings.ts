import type { AdminListing, AdminListingPage } from '@worknest/shared/admin';
import { personName } from '@worknest/shared/roles';
import { defineHandler } from '../../middleware/define-handler';
import { encodeCursor } from '../../store/conditional';
import { cursorFor } from '../../store/cursor-for';
import { keys } from '../../store/keys';
import { listCompanyListingsForAdmin } from '../../store/listing-visibility';
import { getUsers } from '../../store/users';
import { adminListingsQuery } from './admin-inputs';

/** `GET /api/admin/listings?domain=`: every listing of a company (default: the admin's own), active or not, newest first. */
export const handler = defineHandler({ query: adminListingsQuery }, async ({ query, session }): Promise<AdminListingPage> => {
  const domain = query.domain ?? session.companyDomain;
  const startKey = cursorFor(query.cursor, 'gsi3pk', keys.companyAllListingsPartition(domain));
  const page = await listCompanyListingsForAdmin(domain, query.limit, startKey);
  const hostIds = [...new Set(page.items.map((listing) => listing.userId))];
  const hosts = await getUsers(hostIds);
  const items: AdminListing[] = page.items.map((listing) => {
    const host = hosts.get(listing.userId);
    return { ...listing, host: host ? { id: host.id, name: personName(host), email: host.email } : null };
  });
  return { domain, items, nextCursor: encodeCursor(page.lastKey) };
});
