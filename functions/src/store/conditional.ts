/** True for a failed ConditionExpression, on a single write or inside a transaction. */
export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string })?.name;
  if (name === 'ConditionalCheckFailedException') return true;
  if (name === 'TransactionCanceledException') {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    return reasons.some((reason) => reason.Code === 'ConditionalCheckFailed');
  }
  return false;
}

/** The reason codes of a cancelled transaction, in the order of its items; none for any other error. */
export function cancellationCodes(error: unknown): (string | undefined)[] {
  if ((error as { name?: string })?.name !== 'TransactionCanceledException') return [];
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);
}

/**
 * DynamoDB cancels a transaction that meets another one in flight on the same item
 * (`TransactionConflict`): that says nothing about the outcome, so the caller may retry it, with
 * jitter; a failed condition is an answer.
 */
export function isTransactionConflictOnly(error: unknown): boolean {
  const codes = cancellationCodes(error);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}

/** Opaque pagination cursor for a DynamoDB LastEvaluatedKey. */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(cursor: string | undefined): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
