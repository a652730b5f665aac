/**
 * Every key of the single table is built here, and only here (docs/data-model.md).
 * Never spell a key prefix anywhere else.
 */
export const keys = {
  company: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'COMPANY' }),
  /** Issue 41: the company's offices, one item (HR writes the whole list). */
  companyOffices: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'OFFICES' }),
  /** Issue 37: the company's home-exchange programme (credits, swaps) and its rewards for hosts. */
  exchangeProgramme: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'EXCHANGE' }),
  hostRewards: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'HOST_REWARDS' }),
  companiesIndex: (domain: string) => ({ gsi1pk: 'COMPANIES', gsi1sk: domain }),
  /** Issue 34: how the company pays for business stays (mode, billing details, Stripe customer, card on file). */
  companyBilling: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'BILLING' }),
  /**
   * Issue 34: business stays whose lines the company's monthly invoice still needs (the stay, its
   * fee, the setup fee), written when the stay is booked; the bill-company-stays job reads them all.
   */
  companyStayToBill: (bookingId: string) => ({ pk: 'COMPANY_BILLING', sk: `STAY#${bookingId}` }),
  companyStaysToBillPrefix: () => 'STAY#',
  /** Issue 37 (ADR 0160): a host's cash reward for a business stay that its company's monthly invoice still needs. */
  hostRewardToBill: (bookingId: string) => ({ pk: 'COMPANY_BILLING', sk: `REWARD#${bookingId}` }),
  hostRewardsToBillPrefix: () => 'REWARD#',
  /** Issue 34: a company's draft invoice of a month (`YYYY-MM`), until the job finalizes it after the month. */
  companyDraftInvoice: (month: string, domain: string) => ({ pk: 'COMPANY_BILLING', sk: `DRAFT#${month}#${domain}` }),
  companyDraftInvoicesPrefix: () => 'DRAFT#',
  companyBillingPartition: () => 'COMPANY_BILLING',
  /** Issue 34: the company's cost centres, one item holding the list. */
  companyCostCentres: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'COST_CENTRES' }),
  /** Issue 35: the company's travel policy for business stays, one item (HR writes it whole). */
  companyTravelPolicy: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'TRAVEL_POLICY' }),
  /** Issue 35: a business stay that asked for approval, in its company's list (newest first: /app/approvals). */
  companyApproval: (domain: string, createdAtMs: number, bookingId: string) => ({ pk: `COMPANY#${domain}`, sk: `APPROVAL#${String(createdAtMs).padStart(15, '0')}#${bookingId}` }),
  companyApprovalsPrefix: () => 'APPROVAL#',
  /** Issue 35: approvals still waiting, by their deadline: the expire-approvals job reads `sk < now`. */
  approvalDeadline: (deadlineMs: number, bookingId: string) => ({ pk: 'APPROVALS', sk: `${String(deadlineMs).padStart(15, '0')}#${bookingId}` }),
  approvalDeadlinesPartition: () => 'APPROVALS',
  approvalDeadlinesBefore: (nowMs: number) => `${String(nowMs).padStart(15, '0')}#`,
  /**
   * Issue 36: a company's business-travel aggregates of a month (`yyyy-MM` of check-in): `MONTH#`
   * (total, country, city, cost centre) and `TRAVELLERS#` (per traveller), added to in the
   * transaction of the lifecycle transition that moves the money; HR's reports Query them.
   */
  companyTravelMonth: (domain: string, month: string) => ({ pk: `COMPANY#${domain}#TRAVEL`, sk: `MONTH#${month}` }),
  companyTravelTravellers: (domain: string, month: string) => ({ pk: `COMPANY#${domain}#TRAVEL`, sk: `TRAVELLERS#${month}` }),
  companyTravelPartition: (domain: string) => `COMPANY#${domain}#TRAVEL`,
  /** Issue 36: HR's own hotel benchmarks (overrides of the shipped defaults), one item. */
  companyHotelBenchmarks: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'HOTEL_BENCHMARKS' }),
  /** Issue 36: the monthly travel summary of `month` was sent to the company's HR (claimed once). */
  companyTravelSummary: (domain: string, month: string) => ({ pk: `COMPANY#${domain}`, sk: `TRAVEL_SUMMARY#${month}` }),

  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  /** Uniqueness guard and lookup: one item per e-mail address. */
  userEmail: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  companyMembersIndex: (domain: string, email: string) => ({ gsi1pk: `COMPANY#${domain}#USERS`, gsi1sk: email }),
  companyMembersPartition: (domain: string) => `COMPANY#${domain}#USERS`,

  magicLink: (tokenHash: string) => ({ pk: `MAGIC#${tokenHash}`, sk: 'MAGIC' }),
  /** On magic links: an address's links, so erasing a member removes them too (issue 13). */
  emailMagicLinksIndex: (email: string, createdAt: string) => ({ gsi1pk: `EMAIL#${email}#MAGIC`, gsi1sk: createdAt }),
  emailMagicLinksPartition: (email: string) => `EMAIL#${email}#MAGIC`,
  /**
   * What is left of an erased member (issue 13): `USER#<pseudonym>` with company, role and dates
   * only, listed last among the company's members so HR and admins see them as Deleted.
   */
  formerMember: (pseudonym: string) => ({ pk: `USER#${pseudonym}`, sk: 'USER' }),
  formerMembersIndex: (domain: string, pseudonym: string) => ({ gsi1pk: `COMPANY#${domain}#USERS`, gsi1sk: `~deleted#${pseudonym}` }),

  // Bookings (docs/data-model.md rows "Bookings"): the booking, one item per listing-night it
  // holds or has booked, the PaymentIntent → booking lookup and the processed Stripe events.
  booking: (bookingId: string) => ({ pk: `BOOKING#${bookingId}`, sk: 'BOOKING' }),
  /** A guest's trips by check-out date (upcoming = sort key after today). */
  guestBookingsIndex: (guestId: string, checkOut: string, bookingId: string) => ({ gsi1pk: `USER#${guestId}#TRIPS`, gsi1sk: `${checkOut}#${bookingId}` }),
  guestBookingsPartition: (guestId: string) => `USER#${guestId}#TRIPS`,
  /** Sparse: set when a booking is confirmed or requested (issue 17), so a host sees paid stays and requests, not checkouts. */
  hostBookingsIndex: (hostId: string, checkOut: string, bookingId: string) => ({ gsi2pk: `USER#${hostId}#HOSTINGS`, gsi2sk: `${checkOut}#${bookingId}` }),
  hostBookingsPartition: (hostId: string) => `USER#${hostId}#HOSTINGS`,
  paymentIntentBooking: (paymentIntentId: string) => ({ pk: `PAYMENT_INTENT#${paymentIntentId}`, sk: 'PAYMENT_INTENT' }),
  /** One item per night of a listing that is held or booked: the no-double-booking guard. */
  listingNight: (listingId: string, night: string) => ({ pk: `LISTING#${listingId}#NIGHTS`, sk: night }),
  listingNightsPartition: (listingId: string) => `LISTING#${listingId}#NIGHTS`,
  // Payouts (docs/data-model.md rows "Payouts", issue 21).
  /** A stay's payout waiting for its time (24 h after check-out): the payout job reads `sk < now`. */
  payoutDue: (atMs: number, bookingId: string) => ({ pk: 'PAYOUTS_DUE', sk: `${String(atMs).padStart(15, '0')}#${bookingId}` }),
  payoutsDuePartition: () => 'PAYOUTS_DUE',
  payoutsDueBefore: (nowMs: number) => `${String(nowMs).padStart(15, '0')}#`,
  /** Issue 33: an erased member's Stripe account whose e-mail and metadata the payout job redacts at Stripe (sorts after every due payout). */
  stripeRedaction: (stripeAccountId: string) => ({ pk: 'PAYOUTS_DUE', sk: `REDACT#${stripeAccountId}` }),
  stripeRedactionPrefix: () => 'REDACT#',
  /** A member's Stripe Express account. */
  payoutAccount: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PAYOUT_ACCOUNT' }),
  // Credits (issue 37, docs/data-model.md "Credits"): the balance, one guard item per idempotency key, the entries by time.
  creditBalance: (userId: string) => ({ pk: `USER#${userId}`, sk: 'CREDITS' }),
  creditKey: (userId: string, key: string) => ({ pk: `USER#${userId}`, sk: `CREDIT_KEY#${key}` }),
  creditEntry: (userId: string, at: string, entryId: string) => ({ pk: `USER#${userId}#CREDITS`, sk: `${at}#${entryId}` }),
  creditEntriesPartition: (userId: string) => `USER#${userId}#CREDITS`,
  /** Issue 37 (ADR 0160): what a host's company rewards granted them in a month (`YYYY-MM`, the stays' check-out), by kind, against the cap. */
  hostRewardMonth: (userId: string, month: string, kind: string) => ({ pk: `USER#${userId}`, sk: `HOST_REWARD#${month}#${kind}` }),
  // Swaps (issue 37, docs/data-model.md "Swaps"): the swap, listed for both members (gsi1 the proposer, gsi2 the other), and open ones by when they expire.
  swap: (swapId: string) => ({ pk: `SWAP#${swapId}`, sk: 'SWAP' }),
  proposerSwapsIndex: (userId: string, createdAt: string, swapId: string) => ({ gsi1pk: `USER#${userId}#SWAPS`, gsi1sk: `${createdAt}#${swapId}` }),
  recipientSwapsIndex: (userId: string, createdAt: string, swapId: string) => ({ gsi2pk: `USER#${userId}#SWAPS`, gsi2sk: `${createdAt}#${swapId}` }),
  memberSwapsPartition: (userId: string) => `USER#${userId}#SWAPS`,
  swapDue: (expiresAtMs: number, swapId: string) => ({ pk: 'SWAP#DUE', sk: `${String(expiresAtMs).padStart(15, '0')}#${swapId}` }),
  swapsDuePartition: () => 'SWAP#DUE',
  swapsDueBefore: (nowMs: number) => `${String(nowMs).padStart(15, '0')}#`,
  /** Connected account id → member (account.updated names the account). */
  connectedAccount: (accountId: string) => ({ pk: `STRIPE_ACCOUNT#${accountId}`, sk: 'STRIPE_ACCOUNT' }),
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'STRIPE_EVENT' }),
  /** Open booking requests by when they expire (issue 17): the expiry job reads `sk < now`. */
  bookingRequest: (expiresAtMs: number, bookingId: string) => ({ pk: 'BOOKING_REQUESTS', sk: `${String(expiresAtMs).padStart(15, '0')}#${bookingId}` }),
  bookingRequestsPartition: () => 'BOOKING_REQUESTS',
  bookingRequestsBefore: (nowMs: number) => `${String(nowMs).padStart(15, '0')}#`,

  /** A started single sign-on (issue 19), by the SHA-256 of its `state`: single use, 10 minutes. */
  ssoLogin: (stateHash: string) => ({ pk: `SSO_LOGIN#${stateHash}`, sk: 'SSO_LOGIN' }),

  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  userSessionsIndex: (userId: string, createdAt: string) => ({ gsi1pk: `USER#${userId}#SESSIONS`, gsi1sk: createdAt }),
  userSessionsPartition: (userId: string) => `USER#${userId}#SESSIONS`,

  // Public site (waitlist and demo requests): one item per e-mail; lists newest first on gsi1.
  waitlistEntry: (email: string) => ({ pk: `WAITLIST#${email}`, sk: 'WAITLIST' }),
  waitlistIndex: (submittedAt: string, email: string) => ({ gsi1pk: 'WAITLIST', gsi1sk: `${submittedAt}#${email}` }),
  waitlistPartition: () => 'WAITLIST',
  /** Every submission is kept as its own item beside the address's summary (issue 14, finding 8). */
  waitlistSubmission: (email: string, submittedAt: string, id: string) => ({ pk: `WAITLIST#${email}`, sk: `SUBMISSION#${submittedAt}#${id}` }),
  demoRequest: (email: string) => ({ pk: `DEMO#${email}`, sk: 'DEMO' }),
  demoRequestsIndex: (submittedAt: string, email: string) => ({ gsi1pk: 'DEMO_REQUESTS', gsi1sk: `${submittedAt}#${email}` }),
  demoRequestsPartition: () => 'DEMO_REQUESTS',
  demoSubmission: (email: string, submittedAt: string, id: string) => ({ pk: `DEMO#${email}`, sk: `SUBMISSION#${submittedAt}#${id}` }),
  /** Sort-key prefix of the submissions under a WAITLIST#/DEMO# address. */
  submissionPrefix: 'SUBMISSION#',

  // Listings (docs/data-model.md rows "Listings"): one item per listing; its photos claimed once each.
  listing: (listingId: string) => ({ pk: `LISTING#${listingId}`, sk: 'LISTING' }),
  /** Sparse: only active listings carry it, so the company grid is one Query, newest first. */
  companyListingsIndex: (domain: string, createdAt: string, listingId: string) => ({
    gsi1pk: `COMPANY#${domain}#LISTINGS`,
    gsi1sk: `${createdAt}#${listingId}`,
  }),
  companyListingsPartition: (domain: string) => `COMPANY#${domain}#LISTINGS`,
  hostListingsIndex: (userId: string, createdAt: string, listingId: string) => ({
    gsi2pk: `USER#${userId}#LISTINGS`,
    gsi2sk: `${createdAt}#${listingId}`,
  }),
  hostListingsPartition: (userId: string) => `USER#${userId}#LISTINGS`,
  /**
   * Search (issue 18): one compact search entry per listing, with its availability summary, in
   * its company's gsi3 partition ordered by when it last changed, so a warm reader fetches only
   * what changed since its last look.
   */
  listingSearch: (listingId: string) => ({ pk: `LISTING#${listingId}`, sk: 'SEARCH' }),
  companySearchIndex: (domain: string, changedAt: string, listingId: string) => ({ gsi3pk: `COMPANY#${domain}#SEARCH`, gsi3sk: `${changedAt}#${listingId}` }),
  companySearchSortKey: (changedAt: string, listingId: string) => `${changedAt}#${listingId}`,
  companySearchPartition: (domain: string) => `COMPANY#${domain}#SEARCH`,
  /** Issue 41: a company's search snapshot, in parts (`PART#000` holds the header): what a cold instance loads in one Query. */
  companySearchSnapshot: (domain: string, part: number) => ({ pk: `COMPANY#${domain}#SEARCH_SNAPSHOT`, sk: `PART#${String(part).padStart(3, '0')}` }),
  companySearchSnapshotPartition: (domain: string) => `COMPANY#${domain}#SEARCH_SNAPSHOT`,
  /** An attribute of the search entry per taken night: `n2030-03-12`. */
  searchNightAttribute: (night: string) => `n${night}`,
  searchNightAttributePrefix: () => 'n',
  /** One photo object belongs to one listing (deleting a listing deletes its photos). */
  listingPhoto: (objectKey: string) => ({ pk: `PHOTO#${objectKey}`, sk: 'PHOTO' }),
  /**
   * A deleted listing whose clean-up (nights, conversations, photos, review stats) has not
   * finished (issue 15): written in the delete's transaction, removed when the clean-up is done;
   * the finish-listing-cleanups job finishes what a request left.
   */
  listingCleanup: (listingId: string) => ({ pk: 'LISTING_CLEANUPS', sk: listingId }),
  listingCleanupsPartition: () => 'LISTING_CLEANUPS',
  /**
   * An erased member's photo objects still to delete from the bucket (issue 15): the erasure
   * writes it, the purge-erased-photos job deletes every object under the member's prefixes, then it.
   */
  photoPurge: (userId: string) => ({ pk: 'PHOTO_PURGES', sk: userId }),
  photoPurgesPartition: () => 'PHOTO_PURGES',

  // Dashboards and reviews (docs/data-model.md rows "Dashboards and reviews", issue 8).
  /** On listing items: every listing of a company, active or not (the admin's Listings view). */
  companyAllListingsIndex: (domain: string, createdAt: string, listingId: string) => ({ gsi3pk: `COMPANY#${domain}#ALL_LISTINGS`, gsi3sk: `${createdAt}#${listingId}` }),
  companyAllListingsPartition: (domain: string) => `COMPANY#${domain}#ALL_LISTINGS`,
  /** On booking items: a company's bookings by check-in date (the admin's Bookings view). */
  companyBookingsIndex: (domain: string, checkIn: string, bookingId: string) => ({ gsi3pk: `COMPANY#${domain}#BOOKINGS`, gsi3sk: `${checkIn}#${bookingId}` }),
  companyBookingsPartition: (domain: string) => `COMPANY#${domain}#BOOKINGS`,
  review: (reviewId: string) => ({ pk: `REVIEW#${reviewId}`, sk: 'REVIEW' }),
  /** Once-each guard: one review per booking and direction, written with the review. */
  bookingReview: (bookingId: string, reviewType: string) => ({ pk: `BOOKING#${bookingId}`, sk: `REVIEW#${reviewType}` }),
  /** Sparse: on reviews waiting for a moderator, oldest first. */
  pendingReviewsIndex: (createdAt: string, reviewId: string) => ({ gsi1pk: 'REVIEWS#PENDING', gsi1sk: `${createdAt}#${reviewId}` }),
  pendingReviewsPartition: () => 'REVIEWS#PENDING',
  /** Sparse: on approved reviews of a stay, newest first on the listing detail. */
  listingReviewsIndex: (listingId: string, createdAt: string, reviewId: string) => ({ gsi2pk: `LISTING#${listingId}#REVIEWS`, gsi2sk: `${createdAt}#${reviewId}` }),
  listingReviewsPartition: (listingId: string) => `LISTING#${listingId}#REVIEWS`,
  /** Sparse (issue 20): on reviews still in their blind period, by the instant they are shown at the latest. */
  blindReviewsIndex: (revealAt: string, reviewId: string) => ({ gsi3pk: 'REVIEWS#BLIND', gsi3sk: `${revealAt}#${reviewId}` }),
  blindReviewsPartition: () => 'REVIEWS#BLIND',

  // Calendar sync (issue 20, docs/data-model.md rows "Calendar sync").
  /** A listing's export feed: the random nonce its secret URL is derived from. */
  calendarFeed: (listingId: string) => ({ pk: `LISTING#${listingId}`, sk: 'CALENDAR_FEED' }),
  /** The feed URL's token (its SHA-256) → listing id: the public feed route's only lookup. */
  calendarFeedToken: (tokenHash: string) => ({ pk: `CALENDAR_FEED#${tokenHash}`, sk: 'CALENDAR_FEED' }),
  /** A listing's imported calendars, their sync status and conflicts. */
  calendarImports: (listingId: string) => ({ pk: `LISTING#${listingId}`, sk: 'CALENDAR_IMPORTS' }),
  /** Sparse: on listings with imported calendars, by when their next sync is due (the sync job's sweep). */
  calendarSyncIndex: (dueAt: string, listingId: string) => ({ gsi1pk: 'CALENDAR_SYNC', gsi1sk: `${dueAt}#${listingId}` }),
  calendarSyncPartition: () => 'CALENDAR_SYNC',
  /** Count and rating sum of a listing's approved reviews (average = sum / count). */
  listingReviewStats: (listingId: string) => ({ pk: `LISTING#${listingId}`, sk: 'REVIEW_STATS' }),
  /** Analytics counters kept on write: `scope` is `ALL` or `COMPANY#<domain>`. */
  statsTotals: (scope: string) => ({ pk: `STATS#${scope}`, sk: 'TOTALS' }),
  /** Bookings, nights and fees of one ISO week (its Monday, yyyy-MM-dd). */
  statsWeek: (scope: string, weekStart: string) => ({ pk: `STATS#${scope}`, sk: `WEEK#${weekStart}` }),
  statsPartition: (scope: string) => `STATS#${scope}`,
  statsWeekPrefix: () => 'WEEK#',

  // Messaging (docs/data-model.md rows "Messaging"): a conversation partition holds the
  // conversation, one member item per participant, and its messages.
  conversation: (conversationId: string) => ({ pk: `CONVERSATION#${conversationId}`, sk: 'CONVERSATION' }),
  conversationMember: (conversationId: string, userId: string) => ({ pk: `CONVERSATION#${conversationId}`, sk: `MEMBER#${userId}` }),
  conversationMemberPrefix: () => 'MEMBER#',
  conversationPartition: (conversationId: string) => `CONVERSATION#${conversationId}`,
  /** Find-or-create guard: one conversation per pair of members and listing. */
  conversationPair: (userIds: readonly [string, string], listingId: string) => {
    const [a, b] = [...userIds].sort();
    return { pk: `CONVERSATION_PAIR#${a}#${b}#${listingId}`, sk: 'CONVERSATION_PAIR' };
  },
  /** On member items: a member's conversations, most recent activity first. */
  userConversationsIndex: (userId: string, activityAt: string, conversationId: string) => ({
    gsi1pk: `USER#${userId}#CONVERSATIONS`,
    gsi1sk: `${activityAt}#${conversationId}`,
  }),
  userConversationsPartition: (userId: string) => `USER#${userId}#CONVERSATIONS`,
  /** On conversation items while they have a listing: cleared when the listing is deleted. */
  listingConversationsIndex: (listingId: string, conversationId: string) => ({ gsi2pk: `LISTING#${listingId}#CONVERSATIONS`, gsi2sk: conversationId }),
  listingConversationsPartition: (listingId: string) => `LISTING#${listingId}#CONVERSATIONS`,
  message: (conversationId: string, createdAt: string, messageId: string) => ({
    pk: `CONVERSATION#${conversationId}`,
    sk: `MESSAGE#${createdAt}#${messageId}`,
  }),
  messagePrefix: () => 'MESSAGE#',
  /** A member's unread total over all conversations (the header's Messages badge). */
  inbox: (userId: string) => ({ pk: `USER#${userId}`, sk: 'INBOX' }),
  connection: (connectionId: string) => ({ pk: `CONNECTION#${connectionId}`, sk: 'CONNECTION' }),
  userConnectionsIndex: (userId: string, connectionId: string) => ({ gsi1pk: `USER#${userId}#CONNECTIONS`, gsi1sk: connectionId }),
  userConnectionsPartition: (userId: string) => `USER#${userId}#CONNECTIONS`,

  // Notifications (docs/data-model.md rows "Notifications", issue 22).
  /** The outbox: an e-mail due on a day, sorted by the moment it is due; the id makes a notice unique. */
  notice: (dueDate: string, dueAt: string, noticeId: string) => ({ pk: `NOTICE#${dueDate}`, sk: `${dueAt}#${noticeId}` }),
  /**
   * The transactional outbox (issue 33): an e-mail written in the same transaction as the state
   * change it tells about, sent by the table-stream subscriber `send-outbox-mail`.
   */
  outboxMail: (outboxId: string) => ({ pk: `OUTBOX#${outboxId}`, sk: 'OUTBOX' }),
  noticePartition: (dueDate: string) => `NOTICE#${dueDate}`,
  /** When the last e-mail about a conversation went to a recipient, and whether the next is scheduled. */
  messageMailState: (conversationId: string, recipientId: string) => ({ pk: `MESSAGE_MAIL#${conversationId}#${recipientId}`, sk: 'MESSAGE_MAIL' }),
  /** A member's choices of optional e-mails. */
  notificationPreferences: (userId: string) => ({ pk: `USER#${userId}`, sk: 'NOTIFICATIONS' }),
  /** An address SES reported a bounce or complaint for: no optional e-mail goes there. */
  mailSuppression: (email: string) => ({ pk: `SUPPRESSION#${email}`, sk: 'SUPPRESSION' }),
  /** Once-a-day guard of the admins' digest, and the moment the last one covered. */
  digestDay: (date: string) => ({ pk: `DIGEST#${date}`, sk: 'DIGEST' }),
  digestState: () => ({ pk: 'DIGEST', sk: 'STATE' }),

  // Members looking after themselves (issue 39, docs/data-model.md rows "Favourites, blocks, reports, saved searches").
  /** A member's favourite home; on gsi1 their favourites, newest first. */
  favourite: (userId: string, listingId: string) => ({ pk: `USER#${userId}`, sk: `FAVOURITE#${listingId}` }),
  userFavouritesIndex: (userId: string, savedAt: string, listingId: string) => ({ gsi1pk: `USER#${userId}#FAVOURITES`, gsi1sk: `${savedAt}#${listingId}` }),
  userFavouritesPartition: (userId: string) => `USER#${userId}#FAVOURITES`,
  /** How many favourites a member keeps: the conditional counter of the 500 limit. */
  favouriteCount: (userId: string) => ({ pk: `USER#${userId}`, sk: 'FAVOURITES' }),
  /** `blockerId` blocked `blockedId`, and the mirror item under the blocked member (never shown to them). */
  block: (blockerId: string, blockedId: string) => ({ pk: `USER#${blockerId}`, sk: `BLOCK#${blockedId}` }),
  blockedBy: (blockedId: string, blockerId: string) => ({ pk: `USER#${blockedId}`, sk: `BLOCKED_BY#${blockerId}` }),
  blockPrefix: () => 'BLOCK#',
  blockedByPrefix: () => 'BLOCKED_BY#',
  /** A member's saved search (issue 39), and the conditional counter of the limit of 20. */
  savedSearch: (userId: string, searchId: string) => ({ pk: `USER#${userId}`, sk: `SAVED_SEARCH#${searchId}` }),
  savedSearchPrefix: () => 'SAVED_SEARCH#',
  savedSearchCount: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SAVED_SEARCHES' }),
  /** Sparse: on saved searches with alerts on, by when the next alert is due (the send-search-alerts job's sweep). */
  searchAlertsIndex: (dueAt: string, userId: string, searchId: string) => ({ gsi1pk: 'SEARCH_ALERTS', gsi1sk: `${dueAt}#${userId}#${searchId}` }),
  searchAlertsPartition: () => 'SEARCH_ALERTS',
  /** On reports (gsi3): the reports a member filed, newest last (their data export and erasure). */
  reporterReportsIndex: (reporterId: string, createdAt: string, reportId: string) => ({ gsi3pk: `USER#${reporterId}#REPORTS`, gsi3sk: `${createdAt}#${reportId}` }),
  reporterReportsPartition: (reporterId: string) => `USER#${reporterId}#REPORTS`,
  /** A report (issue 39); on gsi1 the admins' queue by status, oldest first; on gsi2 the reported member's company (HR, read only). */
  report: (reportId: string) => ({ pk: `REPORT#${reportId}`, sk: 'REPORT' }),
  reportsIndex: (status: 'OPEN' | 'RESOLVED', createdAt: string, reportId: string) => ({ gsi1pk: `REPORTS#${status}`, gsi1sk: `${createdAt}#${reportId}` }),
  reportsPartition: (status: 'OPEN' | 'RESOLVED') => `REPORTS#${status}`,
  companyReportsIndex: (domain: string, createdAt: string, reportId: string) => ({ gsi2pk: `COMPANY#${domain}#REPORTS`, gsi2sk: `${createdAt}#${reportId}` }),
  companyReportsPartition: (domain: string) => `COMPANY#${domain}#REPORTS`,
  /** One open report per reporter and target: written with the report, removed when it is resolved. */
  openReport: (reporterId: string, targetType: string, targetId: string) => ({ pk: `USER#${reporterId}`, sk: `OPEN_REPORT#${targetType}#${targetId}` }),
  /** A multipart photo upload in progress (issue 14): who started it, for which key, and its declared size. */
  photoUpload: (uploadId: string) => ({ pk: `PHOTO_UPLOAD#${uploadId}`, sk: 'PHOTO_UPLOAD' }),
  // Directory sync, SCIM 2.0 (issue 38; docs/data-model.md rows "Directory sync").
  /** A directory-sync bearer token by its hash: whose company it opens, and until when (a rotated one). */
  scimToken: (tokenHash: string) => ({ pk: `SCIM_TOKEN#${tokenHash}`, sk: 'SCIM_TOKEN' }),
  /** A company's directory-sync settings: the current token's hash and when it was made, the groups mapped to roles. */
  scimSettings: (domain: string) => ({ pk: `COMPANY#${domain}`, sk: 'SCIM' }),
  /** The identity provider's `externalId` of a member, claimed once per company. */
  scimExternalId: (domain: string, externalId: string) => ({ pk: `COMPANY#${domain}`, sk: `SCIM_EXTERNAL#${externalId}` }),
  /** A group the identity provider pushed: its name and members. */
  scimGroup: (domain: string, groupId: string) => ({ pk: `COMPANY#${domain}`, sk: `SCIM_GROUP#${groupId}` }),
  scimGroupPrefix: () => 'SCIM_GROUP#',
  companyPartition: (domain: string) => `COMPANY#${domain}`,
  rateLimit: (scope: string, subject: string, windowStart: number) => ({
    pk: `RATE#${scope}#${subject}`,
    sk: `WINDOW#${windowStart}`,
  }),
  rateLimitPartition: (scope: string, subject: string) => `RATE#${scope}#${subject}`,
} as const;
