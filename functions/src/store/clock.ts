/** Time, read in one place (the local gateway can shift Date for expiry tests). */
export function nowMs(): number {
  return Date.now();
}

export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}

/** DynamoDB TTL attribute value (epoch seconds). */
export function ttlFromMs(ms: number): number {
  return Math.ceil(ms / 1000);
}
