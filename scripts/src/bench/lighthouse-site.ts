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

// `tsx scripts/src/bench/lighthouse-site.ts`: serve web/dist until Ctrl-C (to look at a build by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const rootDir = join(import.meta.dirname, '..', '..', '..');
  const cloud = await startBuiltSite(rootDir);
  console.log(`Serving web/dist at ${cloud.appUrl} (inbox ${cloud.inboxUrl}); Ctrl-C stops.`);
  const stop = () => void cloud.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
