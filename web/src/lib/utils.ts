import type { ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classMergeConfig } from './class-groups';
import { installClassMerge, joinClasses } from './join-classes';
import { inNextTask } from './in-next-task';

/** tailwind-merge with the class groups web/src uses (lib/class-groups.ts, ADR 0202). */
export const mergeClasses = createTailwindMerge(classMergeConfig);

// From now on the primitives the landing page shares (lib/join-classes.ts) merge like `cn`.
installClassMerge(mergeClasses);

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
 * are still on the network, not inside the first render; and it is the map of the groups web/src
 * uses only (ADR 0202), half the time of the full one.
 */
export function warmClassMergeWhileLoading(): void {
  inNextTask(() => void mergeClasses('p-0', 'p-1'));
}
