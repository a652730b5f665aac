/**
 * For tests: what a schema answers, in a form two schemas can be compared by (a plain schema of
 * ./plain-schema and the zod schema it stands for must give the same data, or the same issues
 * with the same paths and messages in the same order). No runtime code imports this.
 */
export type Answer = { data: unknown } | { issues: string[] };

export function answerOf(schema: { safeParse(input: unknown): { success: boolean; data?: unknown; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } } }, input: unknown): Answer {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data };
  return { issues: (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`) };
}
