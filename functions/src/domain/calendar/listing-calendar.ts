import ical, { ICalCalendarMethod } from 'ical-generator';

/** A confirmed stay as the calendars show it. */
export interface CalendarStay {
  bookingId: string;
  checkIn: string;
  checkOut: string;
  /** Stable per booking: its confirmation, so DTSTAMP does not change on every fetch. */
  confirmedAt: string;
}

/** A booking as the calendars read it. */
export function calendarStay(booking: { id: string; checkIn: string; checkOut: string; confirmedAt: string | null; createdAt: string }): CalendarStay {
  return { bookingId: booking.id, checkIn: booking.checkIn, checkOut: booking.checkOut, confirmedAt: booking.confirmedAt ?? booking.createdAt };
}

const PRODUCT = { company: 'Worknest', product: 'Worknest calendar', language: 'EN' } as const;

/** A stable, globally unique UID per booking (RFC 5545 §3.8.4.7): calendars update the event instead of adding another. */
export function stayUid(bookingId: string): string {
  return `booking-${bookingId}@worknest`;
}

function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/**
 * The listing's feed (issue 20): its confirmed stays as all-day events from check-in to check-out
 * (DTEND is exclusive: the check-out day stays free for the next guest), each with the guest's
 * first name and a link to the booking. Held nights and cancelled stays are not in `stays`, so a
 * cancelled stay disappears from subscribed calendars at their next refresh.
 */
export function listingCalendar(input: {
  listingTitle: string;
  stays: readonly (CalendarStay & { guestFirstName: string })[];
  /** The app's page of one stay (its card on the host's My Hostings). */
  bookingLink: (bookingId: string) => string;
}): string {
  const calendar = ical({ name: `Worknest: ${input.listingTitle}`, prodId: PRODUCT, ttl: 30 * 60 });
  for (const stay of input.stays) {
    calendar.createEvent({
      id: stayUid(stay.bookingId),
      start: dayStart(stay.checkIn),
      end: dayStart(stay.checkOut),
      allDay: true,
      stamp: new Date(stay.confirmedAt),
      summary: `Worknest stay: ${stay.guestFirstName}`,
      description: `Booked on Worknest. ${input.bookingLink(stay.bookingId)}`,
      url: input.bookingLink(stay.bookingId),
    });
  }
  return calendar.toString();
}

/** One confirmed stay as a file to add to a calendar ("Add to calendar"), for its guest or its host. */
export function stayCalendar(input: {
  stay: CalendarStay;
  title: string;
  location: string | null;
  description: string;
  link: string;
}): string {
  const calendar = ical({ prodId: PRODUCT, method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: stayUid(input.stay.bookingId),
    start: dayStart(input.stay.checkIn),
    end: dayStart(input.stay.checkOut),
    allDay: true,
    stamp: new Date(input.stay.confirmedAt),
    summary: input.title,
    ...(input.location ? { location: input.location } : {}),
    description: `${input.description} ${input.link}`,
    url: input.link,
  });
  return calendar.toString();
}
