import { useLocation, useNavigate } from 'react-router';
import { PageNavigationProvider } from '../components/page-link';
import { LandingRoute } from './landing';

/**
 * `/` inside the app's router (reached from another page, or when a stale session hint sent the
 * first visit through the router): the same page, with its links navigating client-side. The
 * delete flow arrives with `{ accountDeleted: true }` as router state, and the page says so.
 */
export function LandingInAppRoute() {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const accountDeleted = typeof state === 'object' && state !== null && (state as { accountDeleted?: unknown }).accountDeleted === true;
  return (
    <PageNavigationProvider navigate={(to) => void navigate(to)}>
      <LandingRoute accountDeleted={accountDeleted} />
    </PageNavigationProvider>
  );
}
