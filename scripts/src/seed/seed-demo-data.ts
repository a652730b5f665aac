/**
 * Demo data for `npm run dev` on an empty store (local only). Each feature adds its part here.
 * Returns the lines `npm run dev` prints about what it seeded (e.g. the demo accounts).
 */
export interface SeedContext {
  /** Environment with TABLE_NAME, UPLOADS_BUCKET, AWS_ENDPOINT_URL_* and local credentials set. */
  env: Record<string, string>;
}

export async function seedDemoData(_context: SeedContext): Promise<string[]> {
  return [];
}
