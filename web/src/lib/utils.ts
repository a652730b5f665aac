import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { hasSeveral, installClassMerge } from './join-classes';

// From now on the primitives the landing page shares (lib/join-classes.ts) merge like `cn`.
installClassMerge(twMerge);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones (one class value is returned as it is: `hasSeveral`). */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return hasSeveral(inputs) ? twMerge(joined) : joined;
}

