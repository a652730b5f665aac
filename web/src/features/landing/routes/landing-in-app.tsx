import { useNavigate } from 'react-router';
import { PageNavigationProvider } from '../components/page-link';
import { LandingRoute } from './landing';

/**
 * `/` inside the app's router (reached from another page, or when a stale session hint sent the
 * first visit through the router): the same page, with its links navigating client-side.
 */
export function LandingInAppRoute() {
  const navigate = useNavigate();
  return (
    <PageNavigationProvider navigate={(to) => void navigate(to)}>
      <LandingRoute />
    </PageNavigationProvider>
  );
}
