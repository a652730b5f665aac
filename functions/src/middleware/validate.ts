import type { z } from 'zod';
import { InvalidInputError, type FieldIssue } from '../domain/errors';

/** Validates `input` with a zod schema; failure is a 400 with the first message and every failing field. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): z.infer<S> {
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || where,
    message: issue.message,
  }));
  throw new InvalidInputError(issues[0]?.message ?? 'Invalid request', issues, 'validation_failed');
}
