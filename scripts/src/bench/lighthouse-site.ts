import { join } from 'node:path';
import { startLocalCloud, type LocalCloud } from '@worknest/local-cloud/start-local-cloud';
import { appTables } from '../app-tables';
import { seedDemoData } from '../seed/seed-demo-data';

/**
 * The built SPA (web/dist) served the way CloudFront serves it, by a local cloud in test mode
 * (in memory, free ports) with the demo data: what Lighthouse and the bundle measurement load.
 */
export async function startBuiltSite(rootDir: string): Promise<LocalCloud> {
  const cloud = await startLocalCloud({ mode: 'test', tables: appTables, rootDir, spa: { mode: 'static', dir: join(rootDir, 'web', 'dist') } });
  try {
    await seedDemoData({ env: cloud.env });
  } catch (error) {
    await cloud.stop();
    throw error;
  }
  return cloud;
}

/**
 * A session for sam@acme.test (demo data) in the site's local cloud: the signed-in benches' member.
 * It points this process's SDK clients at that cloud (its env), as the store functions need.
 */
export async function samSession(cloud: LocalCloud): Promise<string> {
  Object.assign(process.env, cloud.env);
  const { getUserByEmail } = await import('@worknest/functions/store/users');
  const { createSession } = await import('@worknest/functions/store/sessions');
  const sam = await getUserByEmail('sam@acme.test');
  if (!sam) throw new Error('The demo data has no sam@acme.test');
  return (await createSession({ userId: sam.id, companyDomain: sam.companyDomain })).token;
}

/** The first listing of sam's grid: what `{id}` in a bench's page path stands for. */
export async function samsFirstListingId(cloud: LocalCloud, sessionToken: string): Promise<string> {
  const grid = (await (await fetch(`${cloud.appUrl}/api/listings`, { headers: { cookie: `worknest_session=${sessionToken}` } })).json()) as { items: Array<{ id: string }> };
  const listingId = grid.items[0]?.id;
  if (!listingId) throw new Error("sam's grid is empty");
  return listingId;
}

// `tsx scripts/src/bench/lighthouse-site.ts`: serve web/dist until Ctrl-C (to look at a build by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const rootDir = join(import.meta.dirname, '..', '..', '..');
  const cloud = await startBuiltSite(rootDir);
  console.log(`Serving web/dist at ${cloud.appUrl} (inbox ${cloud.inboxUrl}); Ctrl-C stops.`);
  const stop = () => void cloud.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
