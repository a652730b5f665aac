import { MyBookingsCard } from '../../features/bookings/components/my-bookings-card';
import { MyHostingsCard } from '../../features/bookings/components/my-hostings-card';
import { useMyListings } from '../../features/listings/api/get-listings';
import { MyListings } from '../../features/listings/components/my-listings';
import { NotificationsCard } from '../../features/notifications/components/notifications-card';
import { PayoutsCard } from '../../features/payouts/components/payouts-card';
import { StayReview } from '../../features/reviews/components/stay-review';
import { PhotoUploader } from '../../features/uploads/components/photo-uploader';
import { ProfileDetails } from '../../features/users/components/profile-details';
import { YourData } from '../../features/users/components/your-data';
import { useSignedInUser } from '../../lib/auth';

/**
 * `/app/profile`. The page composes sections from several features, which is why it lives in
 * app/ (features never import each other). Sections arrive with their issues, in this order:
 *   1. ProfileDetails (features/users): name, e-mail, username, phone, company, role.
 *   2. "My Listings" + Create Listing form (features/listings).
 *   3. "My Bookings" (features/bookings).
 *   4. "My Hostings" (features/bookings), each past stay with the host's review of the guest
 *      (features/reviews): "Review your guest" from the check-out day, then the review and its status.
 *   5. "Payouts" (features/payouts): Stripe Connect onboarding, the account's state, my payouts (issue 21).
 *   6. "Your data" (features/users): download my data, delete my account (issue 13).
 *   7. "Notifications" (features/notifications): on/off per kind of optional e-mail (issue 22).
 */
export function ProfileRoute() {
  const user = useSignedInUser();
  // My Hostings' notice depends on whether I host anything (the same query My Listings reads).
  const myListings = useMyListings();
  const listingCount = myListings.data?.pages.reduce((sum, page) => sum + page.items.length, 0);
  return (
    <div className="grid gap-8">
      <h1 className="sr-only">My Profile</h1>
      <ProfileDetails user={user} />
      <MyListings photoUploader={PhotoUploader} />
      <MyBookingsCard />
      <MyHostingsCard listingCount={listingCount} pastStayFooter={(stay) => <StayReview bookingId={stay.id} />} />
      <PayoutsCard />
      <YourData user={user} />
      <NotificationsCard isAdmin={user.role === 'admin'} />
    </div>
  );
}
