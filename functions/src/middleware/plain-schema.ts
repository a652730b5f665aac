/**
 * A validator with the part of zod's `safeParse` answer the handler kit reads, for the few inputs
 * simple enough to check by hand. A route whose only input is a path id then loads no zod at all
 * (issue 15: zod is about 85 KB of a bundle and its cold start; GET /api/listings/{id} needs
 * nothing else). Use zod for anything more than that.
 */
export interface PlainSchema<T> {
  /** Type only: what a successful parse gives. */
  readonly '~plainOutput'?: T;
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Path parameters that are each a non-empty string of at most `maxLength` characters; an id that
 * names nothing simply finds nothing (404), like an unknown one.
 */
export function stringParams<K extends string>(names: readonly K[], maxLength = 100): PlainSchema<Record<K, string>> {
  return {
    safeParse(input) {
      const source = (input ?? {}) as Record<string, unknown>;
      const data = {} as Record<K, string>;
      const issues: { path: PropertyKey[]; message: string }[] = [];
      for (const name of names) {
        const value = source[name];
        if (typeof value !== 'string' || value.length === 0) issues.push({ path: [name], message: `${name} is required` });
        else if (value.length > maxLength) issues.push({ path: [name], message: `${name} must be at most ${maxLength} characters` });
        else data[name] = value;
      }
      return issues.length ? { success: false, error: { issues } } : { success: true, data };
    },
  };
}
