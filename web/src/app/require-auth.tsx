import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@worknest/shared/auth';
import { COMPANY_SETUP_PATH } from '@worknest/shared/company-signup-rules';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { userQueryOptions } from '../lib/auth';
import { mayHaveSession } from '../lib/session-hint';
import { useQuery } from '@tanstack/react-query';
import { loadNamespaces, useT } from '../lib/i18n';

// Shown once per member: loaded on demand, so the guard stays light wherever a route uses it.
const EligibilityGate = lazy(() =>
  Promise.all([import('../features/auth/components/eligibility-gate'), loadNamespaces(['auth', 'errors'])]).then(([m]) => ({ default: m.EligibilityGate })),
);

interface RequireAuthProps {
  /** Only these roles may pass; others go to /app/listings (SPEC.md §2). */
  roles?: readonly Role[];
  /** What to render when allowed; the child routes (<Outlet/>) by default. */
  children?: ReactNode;
}

/**
 * The guard of every /app page: a spinner while `GET /api/auth/user` loads, /login?next=… when
 * signed out, the first-visit step (names, age and Terms) until the member has confirmed and has
 * a first and last name (members who confirmed before names were asked give them then), and
 * /app/listings for a wrong role. The server enforces all of this again; the guard only spares useless screens.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const t = useT('shell');
  const asks = mayHaveSession();
  const { data: user, isPending, isError, refetch, isRefetching } = useQuery({ ...userQueryOptions(), enabled: asks });
  const location = useLocation();
  // ADR 0196: "me" arriving re-renders the guard at once (TanStack Query's store updates are blocking);
  // the spinner stays for that render and the page behind it mounts in a later, non-blocking render,
  // which React slices into short tasks instead of one long one.
  const checking = isPending && asks;
  const wasChecking = useDeferredValue(checking);

  if (checking || wasChecking) return <PageSpinner label={t('session.checking')} />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <p className="text-lg font-medium">{t('session.failed')}</p>
        <Button onClick={() => refetch()} loading={isRefetching}>
          {t('session.retry')}
        </Button>
      </div>
    );
  }
  if (!user) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (user.eligibilityConfirmedAt === null || !user.firstName || !user.lastName) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <EligibilityGate />
      </Suspense>
    );
  }
  // Issue 38: the founder of a company still being set up sees the setup page only.
  if (user.companySetupPending && location.pathname !== COMPANY_SETUP_PATH) return <Navigate to={COMPANY_SETUP_PATH} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/app/listings" replace />;
  return children ?? <Outlet />;
}
