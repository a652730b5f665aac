import type { z } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each top-level field of a failed parse, for <Field error>. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Moves focus to the first control marked invalid inside `container`, so the error is read out. */
export function focusFirstInvalid(container: HTMLElement | null): void {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
