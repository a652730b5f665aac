/**
 * Links to one stay in the app (issue 20): calendar events (the listing's feed, "Add to calendar")
 * lead to the stay's card, on My Bookings for its guest and on the profile's My Hostings for its
 * host. No dependencies: the calendar handlers and the SPA both import it.
 */

/** The element id of one stay's card on My Bookings and My Hostings. */
export function stayAnchorId(bookingId: string): string {
  return `stay-${bookingId}`;
}

/** The app path of a stay's card for its guest or its host. */
export function stayPagePath(bookingId: string, side: 'guest' | 'host'): string {
  return `${side === 'guest' ? '/app/bookings' : '/app/profile'}#${stayAnchorId(bookingId)}`;
}
