import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster';

/**
 * Everything a page may rely on: the query client (the same one the router's loaders use) and
 * the one toast outlet. Tooltips bring their own provider (components/ui/tooltip.tsx) so the
 * positioning engine stays out of the first download.
 */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
