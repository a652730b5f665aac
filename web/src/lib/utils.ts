import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { installClassMerge } from './join-classes';

// From now on the primitives the landing page shares (lib/join-classes.ts) merge like `cn`.
installClassMerge(twMerge);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
