import type { ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { installClassMerge, joinClasses } from './join-classes';
import { inNextTask } from './in-next-task';

// From now on the primitives the landing page shares (lib/join-classes.ts) merge like `cn`.
installClassMerge(twMerge);

/**
 * Joins class names; later Tailwind utilities win over earlier conflicting ones (one class value
 * is returned as it is: `hasSeveral`). `joinClasses` with the merge installed above, so the
 * primitives and everything else join classes one way.
 */
export function cn(...inputs: ClassValue[]): string {
  return joinClasses(...inputs);
}


/**
 * Issue 31: tailwind-merge builds its map of Tailwind's classes at its first merge: 25-60 ms at
 * full CPU speed in Chromium on this machine (a phone's CPU makes it several times longer), inside
 * whichever render first passes a caller's classes to a component. The app's start (start-app.tsx)
 * calls this, so the map is built in a task of its own while the page's catalogs, code and data
 * are still on the network, not inside the first render.
 */
export function warmClassMergeWhileLoading(): void {
  inNextTask(() => void twMerge('p-0', 'p-1'));
}
