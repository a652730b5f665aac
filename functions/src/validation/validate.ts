import type { z } from 'zod';
import { codeOfMessage } from '@worknest/shared/message-codes';
import { InvalidInputError, type FieldIssue } from '../domain/errors';
import type { PlainSchema } from './plain-schema';

type Output<S> = S extends z.ZodType ? z.infer<S> : S extends PlainSchema<infer T> ? T : never;

/** Validates `input` with a zod schema (or a PlainSchema); failure is a 400 with the first message and every failing field. */
export function validate<S extends z.ZodType | PlainSchema<unknown>>(schema: S, input: unknown, where: 'body' | 'query' | 'path'): Output<S> {
  const result = schema.safeParse(input ?? (where === 'body' ? undefined : {}));
  if (result.success) return result.data as Output<S>;
  // Issue 40: a message people read carries its stable code (shared/message-codes), for the SPA's translation.
  const issues: FieldIssue[] = result.error.issues.map((issue) => {
    const coded = codeOfMessage(issue.message);
    return { path: issue.path.map(String).join('.') || where, message: issue.message, ...(coded ? { code: coded.code } : {}), ...(coded?.values ? { values: coded.values } : {}) };
  });
  const error = new InvalidInputError(issues[0]?.message ?? 'Invalid request', issues, 'validation_failed', issues[0]?.code);
  // Issue 40 part 2 (ADR 0186): the first message's values, when a function made it ("Minimum stay is 3 nights").
  if (issues[0]?.values) error.messageValues = issues[0].values;
  throw error;
}
