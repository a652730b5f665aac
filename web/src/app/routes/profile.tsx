import { lazy, Suspense, type ReactNode } from 'react';
import { MyBookingsCard } from '../../features/bookings/components/my-bookings-card';
import { useMyListings } from '../../features/listings/api/get-listings';
import { MyListingsPlaceholder } from '../../features/listings/components/my-listings-header';
import { PhotoUploader } from '../../features/uploads/components/photo-uploader';
import { ProfileDetails } from '../../features/users/components/profile-details';
import { AfterFirstPaint } from '../../lib/use-idle-after';
import { BelowTheFold } from '../../lib/below-the-fold';
import { Skeleton } from '../../components/ui/skeleton';
import { useSignedInUser } from '../../lib/auth';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { PROFILE_SECTIONS, type ProfileSectionId } from './profile-sections';
import { useT } from '../../lib/i18n';

// Issue 39: below the fold, so their code loads beside the page's (their data starts at navigation, PROFILE_QUERIES).
// Issue 37: the home-exchange credits (nothing when the company runs no programme).
const CreditsCard = lazy(() => import('../../features/exchange/components/credits-card').then((m) => ({ default: m.CreditsCard })));
const SavedSearchesCard = lazy(() => import('../../features/listings/components/saved-searches-card').then((m) => ({ default: m.SavedSearchesCard })));
// Your data (export, delete the account) sits near the end of the page: its code loads after first paint.
const YourData = lazy(() => import('../../features/users/components/your-data').then((m) => ({ default: m.YourData })));
// Issue 31: My Hostings (with each stay's review and cancel dialog), Payouts and Notifications come
// after the first screen: their code loads after the first paint (AfterFirstPaint), their data at navigation.
// My Listings waits for its data (asked at navigation) anyway: its rows, with Edit, Pause and
// Delete, load after the first paint too, in a placeholder with the section's own title and intro
// (the phone's largest text there, so the page's LCP paints with the page, not after this chunk).
const MyListings = lazy(() => import('../../features/listings/components/my-listings').then((m) => ({ default: m.MyListings })));
const MyHostingsCard = lazy(() => import('../../features/bookings/components/my-hostings-card').then((m) => ({ default: m.MyHostingsCard })));
const StayReview = lazy(() => import('../../features/reviews/components/stay-review').then((m) => ({ default: m.StayReview })));
const PayoutsCard = lazy(() => import('../../features/payouts/components/payouts-card').then((m) => ({ default: m.PayoutsCard })));
const NotificationsCard = lazy(() => import('../../features/notifications/components/notifications-card').then((m) => ({ default: m.NotificationsCard })));
const BlockedMembersCard = lazy(() => import('../../features/users/components/blocked-members-card').then((m) => ({ default: m.BlockedMembersCard })));

/**
 * `/app/profile`. The page composes sections from several features, which is why it lives in
 * app/ (features never import each other). Sections arrive with their issues, in this order:
 *   1. ProfileDetails (features/users): name, e-mail, username, phone, company, role.
 *   2. "My Listings" + Create Listing form (features/listings).
 *   3. "My Bookings" (features/bookings).
 *   4. "My Hostings" (features/bookings), each past stay with the host's review of the guest
 *      (features/reviews): "Review your guest" from the check-out day, then the review and its status.
 *   5. "Payouts" (features/payouts): Stripe Connect onboarding, the account's state, my payouts (issue 21).
 *   6. "Saved searches" (features/listings) and "Blocked members" (features/users): issue 39.
 *   7. "Your data" (features/users): download my data, delete my account (issue 13).
 *   8. "Notifications" (features/notifications): on/off per kind of optional e-mail (issue 22).
 * Issue 29: each is a section with an anchor (`/app/profile#payouts`), and an in-page navigation
 * lists them (a sticky column from `lg` up, a row of links above the sections on a phone).
 */
export function ProfileRoute() {
  const t = useT('profile');
  const user = useSignedInUser();
  // My Hostings' notice depends on whether I host anything (the same query My Listings reads).
  const myListings = useMyListings();
  const listingCount = myListings.data?.pages.reduce((sum, page) => sum + page.items.length, 0);
  // A link from another page (the grid's "Your homes", a calendar event's stay) lands on its section.
  useScrollToHash(listingCount);
  return (
    // One column on a phone sized to the screen (minmax(0,1fr)): the section links scroll sideways instead of widening the page.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-8">
      <h1 className="sr-only">{t('page.title')}</h1>
      <ProfileSectionNav />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-8">
        <ProfileSection id="details">
          <ProfileDetails user={user} />
        </ProfileSection>
        <ProfileSection id="my-listings">
          <AfterFirstPaint fallback={<MyListingsPlaceholder />}>
            <MyListings photoUploader={PhotoUploader} />
          </AfterFirstPaint>
        </ProfileSection>
        <ProfileSection id="my-bookings">
          <MyBookingsCard />
        </ProfileSection>
        <ProfileSection id="my-hostings">
          <BelowTheFold fallback={<Skeleton className="h-64 w-full rounded-xl" aria-label={t('loading.hostings')} />}>
            <MyHostingsCard
              listingCount={listingCount}
              pastStayFooter={(stay) => (
                <Suspense fallback={null}>
                  <StayReview bookingId={stay.id} known={stay.stayReview} />
                </Suspense>
              )}
            />
          </BelowTheFold>
        </ProfileSection>
        <ProfileSection id="payouts">
          <BelowTheFold fallback={<Skeleton className="h-48 w-full rounded-xl" aria-label={t('loading.payouts')} />}>
            <PayoutsCard />
          </BelowTheFold>
          <BelowTheFold fallback={null}>
            <CreditsCard />
          </BelowTheFold>
        </ProfileSection>
        <ProfileSection id="saved-searches">
          <BelowTheFold fallback={<Skeleton className="h-48 w-full rounded-xl" aria-label={t('loading.savedSearches')} />}>
            <SavedSearchesCard />
          </BelowTheFold>
        </ProfileSection>
        <ProfileSection id="blocked-members">
          <BelowTheFold fallback={<Skeleton className="h-40 w-full rounded-xl" aria-label={t('loading.blocked')} />}>
            <BlockedMembersCard />
          </BelowTheFold>
        </ProfileSection>
        <ProfileSection id="your-data">
          <BelowTheFold fallback={<Skeleton className="h-40 w-full rounded-xl" aria-label={t('loading.data')} />}>
            <YourData user={user} />
          </BelowTheFold>
        </ProfileSection>
        <ProfileSection id="notifications">
          <BelowTheFold fallback={<Skeleton className="h-64 w-full rounded-xl" aria-label={t('loading.notifications')} />}>
            <NotificationsCard isAdmin={user.role === 'admin'} isHr={user.role === 'hr'} />
          </BelowTheFold>
        </ProfileSection>
      </div>
    </div>
  );
}

/**
 * One section: its anchor, clear of the sticky header when jumped to, and focusable by script so
 * a jump moves keyboard focus there too (the next Tab continues inside the section).
 */
function ProfileSection({ id, children }: { id: ProfileSectionId; children: ReactNode }) {
  const t = useT('profile');
  const label = t(`section.${id}`);
  return (
    <section id={id} aria-label={label} tabIndex={-1} className="grid scroll-mt-36 grid-cols-[minmax(0,1fr)] gap-8 rounded-xl focus:outline-none lg:scroll-mt-24">
      {children}
    </section>
  );
}

/** The profile's sections as in-page links: plain anchors, so Enter, Back and a copied link all work as on any page. */
function ProfileSectionNav() {
  const t = useT('profile');
  return (
    <nav aria-label={t('page.sections')} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <ul className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 lg:mx-0 lg:grid lg:overflow-visible lg:px-0">
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              onClick={() => {
                // Move focus with the jump (a same-page fragment link only scrolls in some browsers).
                window.setTimeout(() => document.getElementById(section.id)?.focus({ preventScroll: true }));
              }}
              className="block rounded-md border border-border bg-card px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring lg:border-transparent lg:bg-transparent"
            >
              {t(`section.${section.id}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
