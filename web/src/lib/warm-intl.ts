import { inNextTask } from './in-next-task';

/**
 * Issue 31: the first `Intl.DateTimeFormat` a page creates loads the browser's locale data. In V8
 * that first one costs 25–60 ms at full CPU speed on this machine, each later one (any options,
 * any language) under 2 ms; the first `Intl.NumberFormat` 5–10 ms (docs/benchmarks.md). A
 * signed-in page used to pay it in the render of its first dates, just after its data arrived and
 * after the first paint: one long task that a phone's slower CPU makes several times longer (and
 * Lighthouse counts in Total Blocking Time).
 *
 * The entry (main.tsx) calls this where the app starts: one formatter of each kind is made in the
 * next task, while the page's code and data are still on the network and the main thread has
 * nothing else to do. It imports only lib/in-next-task, as the entry is shared with the landing page. The
 * landing page shows amounts only (its fees, once `GET /api/site/pricing` answers: the first
 * formatter took 35 ms in that render), so it warms `amounts` alone.
 */
export function warmIntlWhileLoading(kinds: ReadonlyArray<'dates' | 'amounts'> = ['dates', 'amounts']): void {
  // One task each: together they were one task of 45-75 ms here, 4× that on a phone.
  if (kinds.includes('dates')) inNextTask(() => void new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }).format(0));
  if (kinds.includes('amounts')) inNextTask(() => void new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(0));
}
