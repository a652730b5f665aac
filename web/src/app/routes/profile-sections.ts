/** The sections of /app/profile, in page order, with the anchors other pages link to (issue 29). */
export const PROFILE_SECTIONS = [
  { id: 'details', label: 'Details' },
  { id: 'my-listings', label: 'My Listings' },
  { id: 'my-bookings', label: 'My Bookings' },
  { id: 'my-hostings', label: 'My Hostings' },
  { id: 'payouts', label: 'Payouts' },
  { id: 'saved-searches', label: 'Saved searches' },
  { id: 'blocked-members', label: 'Blocked members' },
  { id: 'your-data', label: 'Your data' },
  { id: 'notifications', label: 'Notifications' },
] as const;

export type ProfileSectionId = (typeof PROFILE_SECTIONS)[number]['id'];
