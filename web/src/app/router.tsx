import { inLaterTasks } from './in-later-tasks';
import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '../components/ui/spinner';
import { USER_QUERY_KEY, userQueryOptions } from '../lib/auth';
import { loadNamespaces } from '../lib/i18n';
import { hasSessionHint } from '../lib/session-hint';
import { RequireAuth } from './require-auth';
import { pageData } from './route-data';
import { APP_QUERIES, COMPANY_SETUP_QUERIES, HR_OFFICES_QUERIES, LISTING_DETAIL_QUERIES, LISTINGS_QUERIES, MY_BOOKINGS_QUERIES, PROFILE_QUERIES, STAY_QUERIES } from './page-queries';
import { RouteError } from './routes/route-error';

/*
 * THE landing page (features/landing) inside the router, for `/` reached from another page. A first
 * visit to `/` starts it without the router at all (main.tsx).
 */
const landingPage = () =>
  Promise.all([import('../features/landing/routes/landing-in-app'), loadNamespaces(['landing', 'public'])]).then(([m]) => ({ Component: m.LandingInAppRoute }));

/** `/`: signed in → /app/listings; otherwise the landing page (SPEC.md §2). */
function homeLoader(queryClient: QueryClient) {
  return async () => {
    // Ask the API only when someone may be signed in: a known user, or a browser that had a
    // session (lib/session-hint). A signed-out visitor's 401 would be a console error.
    const known = queryClient.getQueryData(USER_QUERY_KEY);
    if (known === undefined && !hasSessionHint()) return null;
    // A failing auth check shows the public page rather than an error.
    const user = await queryClient.ensureQueryData(userQueryOptions()).catch(() => null);
    return user ? redirect('/app/listings') : null;
  };
}

/**
 * The route tree of SPEC.md §2. Pages arrive with their issues: a route whose page does not
 * exist yet is not declared. Every page is its own chunk (`lazy`), so the public pages never
 * download the signed-in app.
 */
export function createRouter(queryClient: QueryClient) {
  // Each route's `lazy` and `loader` do their work in a task of their own, not inside the router's creation (ADR 0201).
  return createBrowserRouter(inLaterTasks(appRoutes(queryClient)));
}

/** The route tree itself (a unit test matches addresses against it). */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const routes: RouteObject[] = [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { index: true, loader: homeLoader(queryClient), lazy: landingPage },
        {
          path: 'login',
          // Issue 40: a converted page loads its catalogs (lib/i18n) with its code.
          lazy: () => Promise.all([import('../features/auth/routes/login'), loadNamespaces(['auth', 'errors'])]).then(([m]) => ({ Component: m.LoginRoute })),
        },
        // Public site: legal pages, and the admin's waitlist and demo-request lists (admin only).
        { path: 'privacy', lazy: () => Promise.all([import('../features/legal/routes/privacy'), loadNamespaces(['legal'])]).then(([m]) => ({ Component: m.PrivacyRoute })) },
        { path: 'terms', lazy: () => Promise.all([import('../features/legal/routes/terms'), loadNamespaces(['legal'])]).then(([m]) => ({ Component: m.TermsRoute })) },
        // The unsubscribe link of optional e-mails (issue 22): no sign-in needed.
        { path: 'unsubscribe', lazy: () => Promise.all([import('../features/notifications/routes/unsubscribe'), loadNamespaces(['public', 'errors'])]).then(([m]) => ({ Component: m.UnsubscribeRoute })) },
        // Issue 35: an approver's e-mail link (the token in the fragment; the decision is a POST from the page).
        { path: 'approvals/decide', lazy: () => Promise.all([import('../features/approvals/routes/approval-link'), loadNamespaces(['approvals', 'errors'])]).then(([m]) => ({ Component: m.ApprovalLinkRoute })) },
        {
          path: 'admin/marketing',
          lazy: () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
          children: [
            {
              element: <RequireAuth roles={['admin']} />,
              children: [
                {
                  index: true,
                  lazy: () => Promise.all([import('../features/marketing-inbox/routes/marketing-admin'), loadNamespaces(['marketing', 'errors'])]).then(([m]) => ({ Component: m.MarketingAdminRoute })),
                },
              ],
            },
          ],
        },
        // Self-serve company sign-up (issue 38): the public form, its confirmation link, the founder's setup.
        { path: 'for-companies', lazy: () => Promise.all([import('../features/companies/routes/for-companies'), loadNamespaces(['companies', 'errors'])]).then(([m]) => ({ Component: m.ForCompaniesRoute })) },
        {
          path: 'for-companies/confirm',
          lazy: () => Promise.all([import('../features/companies/routes/confirm-company-signup'), loadNamespaces(['companies', 'errors'])]).then(([m]) => ({ Component: m.ConfirmCompanySignupRoute })),
        },
        {
          // Outside the app's header: while the company is pending, nothing else opens for its founder.
          path: 'app/company/setup',
          loader: pageData(queryClient, COMPANY_SETUP_QUERIES),
          element: <RequireAuth roles={['hr', 'admin']} />,
          children: [{ index: true, lazy: () => Promise.all([import('../features/companies/routes/company-setup'), loadNamespaces(['companies', 'errors'])]).then(([m]) => ({ Component: m.CompanySetupRoute })) }],
        },
        {
          path: 'auth/check-email',
          lazy: () => Promise.all([import('../features/auth/routes/check-email'), loadNamespaces(['auth'])]).then(([m]) => ({ Component: m.CheckEmailRoute })),
        },
        {
          path: 'auth/verify',
          lazy: () => Promise.all([import('../features/auth/routes/verify'), loadNamespaces(['auth', 'errors'])]).then(([m]) => ({ Component: m.VerifyRoute })),
        },
        {
          path: 'app',
          // Data at navigation (app/route-data.ts, ADR 0089): each page's first queries start with its code.
          loader: pageData(queryClient, APP_QUERIES),
          lazy: () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
          children: [
            { index: true, element: <Navigate to="/app/listings" replace /> },
            {
              path: 'listings',
              loader: pageData(queryClient, LISTINGS_QUERIES),
              lazy: () => Promise.all([import('../features/listings/routes/listings'), loadNamespaces(['listings', 'errors'])]).then(([m]) => ({ Component: m.ListingsRoute })),
            },
            {
              path: 'listings/:id',
              loader: pageData(queryClient, LISTING_DETAIL_QUERIES),
              lazy: () => Promise.all([import('./routes/listing-detail'), loadNamespaces(['listing', 'listings', 'reviews', 'safety', 'errors'])]).then(([m]) => ({ Component: m.ListingDetailRoute })),
            },
            {
              path: 'profile',
              loader: pageData(queryClient, PROFILE_QUERIES),
              lazy: () => Promise.all([import('./routes/profile'), loadNamespaces(['profile', 'bookings', 'exchange', 'reviews', 'errors', 'listing-form', 'listings'])]).then(([m]) => ({ Component: m.ProfileRoute })),
            },
            {
              // One page for the list and the open thread (`:id` only selects it), so switching
              // conversations keeps the list mounted.
              path: 'messages',
              lazy: () => Promise.all([import('../features/messages/routes/messages'), loadNamespaces(['messages', 'safety', 'errors'])]).then(([m]) => ({ Component: m.MessagesRoute })),
              // `element: null` says the empty leaf is meant (issue 29: without it react-router warns
              // "Matched leaf route … does not have an element or Component" on every conversation).
              children: [{ path: ':id', element: null }],
            },
            // Booking and payments (issue 6): checkout, its outcome pages, and My Bookings.
            { path: 'checkout', lazy: () => Promise.all([import('../features/checkout/routes/checkout'), loadNamespaces(['checkout', 'errors'])]).then(([m]) => ({ Component: m.CheckoutRoute })) },
            {
              path: 'booking-success',
              lazy: () => Promise.all([import('../features/bookings/routes/booking-success'), loadNamespaces(['bookings', 'errors'])]).then(([m]) => ({ Component: m.BookingSuccessRoute })),
            },
            {
              path: 'booking-cancel',
              lazy: () => Promise.all([import('../features/bookings/routes/booking-cancel'), loadNamespaces(['bookings', 'errors'])]).then(([m]) => ({ Component: m.BookingCancelRoute })),
            },
            { path: 'bookings', loader: pageData(queryClient, MY_BOOKINGS_QUERIES), lazy: () => Promise.all([import('./routes/my-bookings'), loadNamespaces(['bookings', 'reviews', 'errors'])]).then(([m]) => ({ Component: m.MyBookingsPage })) },
            // Issue 37: home swaps between colleagues.
            { path: 'swaps', lazy: () => Promise.all([import('../features/exchange/routes/swaps'), loadNamespaces(['exchange', 'errors'])]).then(([m]) => ({ Component: m.SwapsRoute })) },
            // Issue 41: one stay, with the address and the arrival guide once confirmed.
            { path: 'bookings/:id', loader: pageData(queryClient, STAY_QUERIES), lazy: () => Promise.all([import('./routes/stay-page'), loadNamespaces(['bookings', 'errors'])]).then(([m]) => ({ Component: m.StayPage })) },
            // Issue 39: the homes a member keeps (ADR 0101: its own page, reached from the header's heart).
            { path: 'favourites', lazy: () => Promise.all([import('../features/listings/routes/favourites'), loadNamespaces(['listings', 'errors'])]).then(([m]) => ({ Component: m.FavouritesRoute })) },
            // Issue 35: business stays waiting for the caller's approval (HR, or a traveller's manager).
            { path: 'approvals', lazy: () => Promise.all([import('../features/approvals/routes/approvals'), loadNamespaces(['approvals', 'errors'])]).then(([m]) => ({ Component: m.ApprovalsRoute })) },
            // Role-only pages nest under the guard with roles, e.g. for /app/admin:
            // { element: <RequireAuth roles={['admin']} />, children: [{ path: 'admin', lazy: … }] }
            {
              element: <RequireAuth roles={['admin']} />,
              children: [{ path: 'admin', children: adminRoutes }],
            },
            {
              element: <RequireAuth roles={['hr', 'admin']} />,
              children: [
                {
                  path: 'hr',
                  lazy: () => Promise.all([import('../features/hr/routes/hr-dashboard'), loadNamespaces(['hr', 'errors', 'listing-form'])]).then(([m]) => ({ Component: m.HrDashboardRoute })),
                },
                // Issue 34: how the company pays for business stays.
                {
                  path: 'hr/billing',
                  lazy: () => Promise.all([import('../features/billing/routes/company-billing'), loadNamespaces(['billing', 'errors'])]).then(([m]) => ({ Component: m.CompanyBillingRoute })),
                },
                // Issue 41: the company's offices, which members search near.
                {
                  path: 'hr/offices',
                  loader: pageData(queryClient, HR_OFFICES_QUERIES),
                  lazy: () => Promise.all([import('../features/hr/routes/hr-offices'), loadNamespaces(['hr', 'errors'])]).then(([m]) => ({ Component: m.HrOfficesRoute })),
                },
                // Issue 37: the company's home-exchange programme (credits, swaps) and rewards for hosts.
                {
                  path: 'hr/home-exchange',
                  lazy: () => Promise.all([import('../features/exchange/routes/hr-home-exchange'), loadNamespaces(['hr', 'errors'])]).then(([m]) => ({ Component: m.HrHomeExchangeRoute })),
                },
                // Issue 35: the company's travel policy for business stays.
                {
                  path: 'hr/policy',
                  lazy: () => Promise.all([import('../features/hr/routes/hr-policy'), loadNamespaces(['hr', 'errors'])]).then(([m]) => ({ Component: m.HrPolicyRoute })),
                },
                // Issue 36: what business travel costs and saves (its chart library loads with this page only).
                {
                  path: 'hr/reports',
                  lazy: () => Promise.all([import('../features/hr/routes/hr-reports'), loadNamespaces(['hr', 'errors'])]).then(([m]) => ({ Component: m.HrReportsRoute })),
                },
              ],
            },
            { path: '*', lazy: notFound },
          ],
        },
        { path: '*', lazy: notFound },
      ],
    },
  ];
  return routes;
}

const notFound = () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute }));

/** `/app/admin` (six cards, SPEC.md §2) and the view each card opens, one chunk each. */
const adminRoutes: RouteObject[] = [
  { index: true, lazy: () => Promise.all([import('../features/admin/routes/admin-dashboard'), loadNamespaces(['admin'])]).then(([m]) => ({ Component: m.AdminDashboardRoute })) },
  { path: 'users', lazy: () => Promise.all([import('../features/admin/routes/admin-users'), loadNamespaces(['admin', 'listing-form', 'errors'])]).then(([m]) => ({ Component: m.AdminUsersRoute })) },
  { path: 'listings', lazy: () => Promise.all([import('../features/admin/routes/admin-listings'), loadNamespaces(['admin', 'errors'])]).then(([m]) => ({ Component: m.AdminListingsRoute })) },
  { path: 'reviews', lazy: () => Promise.all([import('../features/admin/routes/admin-reviews'), loadNamespaces(['admin', 'errors'])]).then(([m]) => ({ Component: m.AdminReviewsRoute })) },
  { path: 'reports', lazy: () => Promise.all([import('../features/admin/routes/admin-reports'), loadNamespaces(['admin', 'errors'])]).then(([m]) => ({ Component: m.AdminReportsRoute })) },
  { path: 'bookings', lazy: () => Promise.all([import('./routes/admin-bookings'), loadNamespaces(['admin', 'bookings', 'errors'])]).then(([m]) => ({ Component: m.AdminBookingsPage })) },
  { path: 'analytics', lazy: () => Promise.all([import('../features/admin/routes/admin-analytics'), loadNamespaces(['admin', 'errors'])]).then(([m]) => ({ Component: m.AdminAnalyticsRoute })) },
  { path: 'settings', lazy: () => Promise.all([import('../features/admin/routes/admin-settings'), loadNamespaces(['admin', 'companies', 'errors'])]).then(([m]) => ({ Component: m.AdminSettingsRoute })) },
];
