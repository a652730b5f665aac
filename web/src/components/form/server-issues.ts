/**
 * The field issues of a 400 the API answered (`{message, issues: [{path, message}]}`), read from
 * the error `apiRequest` throws (`"<status>: <body>"`); empty when there are none.
 */
export function serverIssues(error: unknown): { path: string; message: string }[] {
  const body = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  if (!body) return [];
  try {
    const parsed = JSON.parse(body) as { issues?: unknown };
    if (!Array.isArray(parsed.issues)) return [];
    return parsed.issues.filter(
      (issue): issue is { path: string; message: string } => typeof issue?.path === 'string' && typeof issue?.message === 'string',
    );
  } catch {
    return [];
  }
}
