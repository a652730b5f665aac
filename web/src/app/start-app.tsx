import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { CompiledCatalog } from '@worknest/shared/message-format';
import { dates } from '@worknest/shared/format-dates';
import { addCatalogFiles, startI18n, writeServerDaysWith } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { warmClassMergeWhileLoading } from '../lib/utils';
import { inNextTask } from '../lib/in-next-task';
import { AppProvider } from './provider';
import { createRouter } from './router';

/** Starts the app: the router of SPEC.md §2 (public pages included) with the query cache and toasts. */
export function startApp(root: Root): void {
  // Before the router: creating it starts the first route's `lazy`, which loads its catalogs.
  addCatalogFiles(import.meta.glob<CompiledCatalog>('/src/locales/compiled/*/*.json', { import: 'default' }));
  // A server message's day ("…once the last stay ends on {day}") as a stay date in the reader's language (ADR 0186).
  writeServerDaysWith((day) => dates.stayDate(day));
  const queryClient = createQueryClient();
  // Issue 40: the first render waits for the shell's catalog in the page's language (one small file).
  const shellTexts = startI18n(['shell']).catch(() => undefined);
  // ADR 0201: the router in a task of its own, after this module's evaluation (creating it ranks and
  // matches the 45 routes; the routes' `lazy` and loaders run a task later, app/in-later-tasks.ts).
  inNextTask(() => {
    const router = createRouter(queryClient);
    // Importing lib/utils installed tailwind-merge for the primitives the landing page shares (ADR 0199);
    // its class map is built now, in a task of its own, while the first page loads.
    warmClassMergeWhileLoading();
    // ADR 0201: the first render in a transition, so React renders it in slices of ~5 ms and not in
    // one task (ADR 0196 had taken it out over a focus flake whose cause was elsewhere, f56ac2a).
    void shellTexts.then(() =>
      startTransition(() =>
        root.render(
          <StrictMode>
            <AppProvider queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProvider>
          </StrictMode>,
        ),
      ),
    );
  });
}
