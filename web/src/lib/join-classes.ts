import { clsx, type ClassValue } from 'clsx';

type Merge = (classes: string) => string;

let merge: Merge | null = null;

/**
 * Installs the Tailwind conflict resolver that `joinClasses` applies. lib/utils.ts installs
 * tailwind-merge when it loads, so it is installed before any module that can import `cn` renders.
 */
export function installClassMerge(resolve: Merge): void {
  merge = resolve;
}

/**
 * Joins class names for the primitives the landing page renders first (Button, Input, Label,
 * Field, Logo, Spinner), whose base classes and the caller's must not conflict there: later
 * utilities win over earlier conflicting ones once lib/utils.ts has loaded (every app page, every
 * dialog), and are only joined before. That keeps tailwind-merge (about 9 KB gzip) out of the
 * landing page's first render (ADR 0199). Everything else uses `cn` from lib/utils.ts.
 */
export function joinClasses(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge && hasSeveral(inputs) ? merge(joined) : joined;
}

/**
 * More than one class value to join, the only case in which two utilities can conflict: a single
 * class string (a component's own classes, no caller's) never conflicts with itself here
 * (class-strings.test.ts checks every one), so it needs no merge. That keeps tailwind-merge's
 * set-up (about 25 ms at full speed, 4× that on a phone) out of a page's first render until a
 * caller's classes meet a component's (ADR 0199).
 */
export function hasSeveral(inputs: readonly ClassValue[]): boolean {
  let count = 0;
  for (const input of inputs) if (input && ++count > 1) return true;
  return false;
}
