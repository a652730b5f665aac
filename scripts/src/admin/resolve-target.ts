import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * Written by `npm run dev` while the local cloud runs: the environment its functions get.
 * WORKNEST_LOCAL_CLOUD_STATE points elsewhere (the CLI's tests use their own local cloud).
 */
export const LOCAL_CLOUD_STATE = process.env.WORKNEST_LOCAL_CLOUD_STATE || path.join(repoRoot, '.data', 'local-cloud.json');

/**
 * The environment the store modules need: the running local cloud's, or a deployed stage's table
 * (named `worknest-<stage>` by the data stack) with the caller's own AWS credentials and region.
 */
export async function resolveAdminTarget(stage: string | undefined): Promise<Record<string, string>> {
  if (stage) {
    if (!/^[a-z][a-z0-9-]{0,20}$/.test(stage)) throw new Error(`Invalid stage name "${stage}".`);
    return { TABLE_NAME: `worknest-${stage}`, STAGE: stage };
  }
  if (!existsSync(LOCAL_CLOUD_STATE)) {
    throw new Error('The local cloud is not running. Start it with `npm run dev` (or pass --stage <name>).');
  }
  const state = JSON.parse(readFileSync(LOCAL_CLOUD_STATE, 'utf8')) as { pid?: number; env: Record<string, string> };
  if (state.pid !== undefined && !isRunning(state.pid)) {
    throw new Error('The local cloud is not running (it stopped without cleaning up). Start it with `npm run dev` (or pass --stage <name>).');
  }
  return state.env;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
