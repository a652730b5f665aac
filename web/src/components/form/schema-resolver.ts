import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';

/** What a form needs of a shared zod schema (`packages/shared`): its `safeParse`. */
export interface SharedSchema<Output> {
  safeParse(input: unknown): { success: true; data: Output } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
  code: string;
}

/** A field's message: the schema's (or the server's) English text, translated where it is shown (FormField). */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Where an issue's path is shown: a field of the form, or the form as a whole (`root`, react-hook-form's `errors.root`). */
export type FieldOf<Values extends FieldValues> = (path: string) => (keyof Values & string) | 'root';

export interface SchemaResolverOptions<Values extends FieldValues> {
  /** The body the form sends, from what was typed (default: the values as they are). */
  toInput?: (values: Values) => unknown;
  /**
   * The form field an issue's path belongs to (`pricePerNight` → `price`), or `root` for a part of
   * the body no box of the form holds (the form shows it as its own message); default: the path's first name.
   */
  fieldOf?: FieldOf<Values>;
}

/**
 * A react-hook-form resolver that checks a form with the schema the server checks the same body
 * with (one validation source): the values become the body (`toInput`), the shared schema parses
 * it, and each issue becomes its field's error (the first one per field, as the server's `issues`
 * are shown). The form's submit handler gets the parsed body.
 */
export function schemaResolver<Values extends FieldValues, Output>(schema: SharedSchema<Output>, options: SchemaResolverOptions<Values> = {}): Resolver<Values, unknown, Output> {
  const toInput = options.toInput ?? ((values: Values) => values);
  return (values) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const issues = result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message, type: issue.code }));
    return { values: {}, errors: fieldErrors<Values>(issues, options.fieldOf) };
  };
}

/** One error per field (the first), from schema issues or a 400's `issues` (`{path, message}`). */
export function fieldErrors<Values extends FieldValues>(issues: readonly (FieldIssue & { type?: string })[], fieldOf?: FieldOf<Values>): FieldErrors<Values> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const field = fieldOf ? fieldOf(issue.path) : (issue.path.split('.')[0] ?? '');
    errors[field] ??= { type: issue.type ?? 'server', message: issue.message };
  }
  return errors as FieldErrors<Values>;
}

/** A refused request's field issues (`serverIssues`) under their fields, as the schema's are shown. */
export function showServerIssues<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  issues: readonly FieldIssue[],
  fieldOf?: FieldOf<Values>,
): void {
  for (const [field, error] of Object.entries(fieldErrors<Values>(issues, fieldOf))) {
    if (error?.message) setError(field as Path<Values>, { type: 'server', message: String(error.message) });
  }
}
