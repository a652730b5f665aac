import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useToasts } from '../components/ui/toast';

const Toaster = lazy(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * Everything a page may rely on: the query client (the same one the router's loaders use) and
 * the one toast outlet. Tooltips bring their own provider (components/ui/tooltip.tsx) so the
 * positioning engine stays out of the first download.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}

/**
 * The toast outlet: the <Toaster> (Radix Toast) is fetched when the first toast is raised, as on
 * the landing page (features/landing/components/landing-toaster.tsx), not before a page renders
 * (issue 15). toast() keeps the toasts in its store meanwhile, so none is lost.
 */
function ToastOutlet() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
