/**
 * `npm run cost:requests [-- --no-build]`: drives the cost model's journeys in a browser
 * (test/e2e/cost-journeys.spec.ts) against a local cloud that logs every request, counts the
 * requests of each journey from that log and rewrites the generated tables of
 * docs/cost-model.md (between `<!-- cost:journeys -->` markers).
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { httpRoutes } from '@worknest/functions/routes';
import { REQUEST_LOG_ENV } from '@worknest/local-cloud/request-log';
import { countJourneys, parseRequestLog, renderJourneyTables, replaceJourneySection } from './journey-requests';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const logPath = join(rootDir, '.tmp', 'cost', 'requests.jsonl');
const docPath = join(rootDir, 'docs', 'cost-model.md');
const SPEC = 'test/e2e/cost-journeys.spec.ts';

await rm(logPath, { force: true });
if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts', SPEC, '--workers=1'], { [REQUEST_LOG_ENV]: logPath });

const counts = countJourneys(parseRequestLog(await readFile(logPath, 'utf8')), httpRoutes);
if (counts.length === 0) throw new Error(`${logPath} holds no labelled request: did ${SPEC} run?`);
const body = [
  renderJourneyTables(counts),
  `_Counted by \`npm run cost:requests\` from the local gateway's request log of ${SPEC} (built SPA, Chromium), ${new Date().toISOString()}, ${availableParallelism()} CPUs._`,
].join('\n');
console.log(body);
await writeFile(docPath, replaceJourneySection(await readFile(docPath, 'utf8'), body));
console.log(`\nWritten to docs/cost-model.md`);

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}
