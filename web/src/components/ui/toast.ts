import { useSyncExternalStore } from 'react';
import { TOAST } from '@worknest/shared/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; default 5000 (SPEC.md §9). */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/*
 * A tiny store outside React so any code (a mutation's onError, a plain function) can raise a
 * toast. SPEC.md §9: one toast visible at a time (a new one replaces the old), a dismissed
 * toast is removed from the store after 1,000,000 ms.
 */
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    publish(toasts.filter((item) => item.id !== id));
  }, TOAST.removeDelayMs);
  removalTimers.set(id, timer);
}

/**
 * Shows a toast: `toast({ title: 'Profile updated successfully' })`, or for a failure
 * `toast({ title: 'Error', description: serverMessage(error, 'Failed to …'), variant: 'destructive' })`.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit));
  return { id, dismiss: () => dismissToast(id) };
}

/** Hides one toast (or all without an id); it leaves the store later. */
export function dismissToast(id?: string): void {
  publish(
    toasts.map((item) => {
      if (id !== undefined && item.id !== id) return item;
      scheduleRemoval(item.id);
      return { ...item, open: false };
    }),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the store now (newest first, at most one). */
export function getToasts(): ToastItem[] {
  return toasts;
}

/** The toasts to render; used by <Toaster />. */
export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
