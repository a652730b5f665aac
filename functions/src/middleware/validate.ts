import type { z } from 'zod';
import { InvalidInputError, type FieldIssue } from '../domain/errors';
import type { PlainSchema } from './plain-schema';

type Output<S> = S extends z.ZodType ? z.infer<S> : S extends PlainSchema<infer T> ? T : never;

/** Validates `input` with a zod schema (or a PlainSchema); failure is a 400 with the first message and every failing field. */
export function validate<S extends z.ZodType | PlainSchema<unknown>>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): Output<S> {
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data as Output<S>;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || where,
    message: issue.message,
  }));
  throw new InvalidInputError(issues[0]?.message ?? 'Invalid request', issues, 'validation_failed');
}
