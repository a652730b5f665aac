import { useTInTransition } from '../../../lib/i18n';

/**
 * Issue 40 (ADR 0171): the texts of the landing page that its first paint does not show (below
 * the hero, behind a click) are in the `public` catalog, loaded right after the first paint, so
 * the page's first script stays within its budget. Until that catalog is there a text is empty
 * (not its id); the component re-renders when it arrives, in a transition (issue 31).
 */
export function useLaterText(): (id: string, values?: Record<string, string | number>) => string {
  const t = useTInTransition('public');
  return (id, values) => {
    const text = t(id, values);
    return text === id ? '' : text;
  };
}
