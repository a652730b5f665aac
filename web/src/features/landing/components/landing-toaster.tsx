import { lazy, Suspense } from 'react';
import { useToasts } from '../../../components/ui/toast';

const Toaster = lazy(() => import('../../../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast outlet of the landing page on its own (start-landing): the app's <Toaster>, fetched
 * when the first toast is raised (a failed submission, SPEC.md §8) instead of with the page.
 * Inside the app the app's own outlet shows them, so this is not rendered there.
 */
export function LandingToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
