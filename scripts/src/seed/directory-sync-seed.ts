/**
 * Issue 38: Acme's directory-sync (SCIM) token, so a newcomer can try
 * `curl -H "Authorization: Bearer scim_…" http://localhost:3000/scim/v2/Users`. Only its hash is
 * stored, so the token is printed this once, when `npm run dev` seeds a new store.
 */
export const DEMO_SCIM_DOMAIN = 'acme.test';

export async function seedDirectorySync(): Promise<string[]> {
  const { issueScimToken } = await import('@worknest/functions/domain/scim/scim-token');
  const appOrigin = process.env.APP_ORIGIN ?? 'http://localhost:3000';
  const made = await issueScimToken(DEMO_SCIM_DOMAIN, appOrigin, Date.now());
  return [directorySyncLine(DEMO_SCIM_DOMAIN, made.baseUrl, made.token)];
}

/** The line `npm run dev` prints (README "Demo data"). */
export function directorySyncLine(domain: string, baseUrl: string, token: string): string {
  return `Directory sync (SCIM) for ${domain}: ${baseUrl} token ${token}`;
}
