import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startLocalCloud } from '@worknest/local-cloud/start-local-cloud';
import { appTables } from '@worknest/scripts/app-tables';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The gateway (API + uploads) of this run's local cloud; also APP_ORIGIN of every function. */
    appUrl: string;
    /** aws-ses-v2-local: `GET /store` lists the mails sent. */
    inboxUrl: string;
    /** TABLE_NAME, UPLOADS_BUCKET, AWS_ENDPOINT_URL_*, local credentials... */
    localEnv: Record<string, string>;
  }
}

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One local cloud per `vitest run --project integration`, in test mode: in-memory DynamoDB, a
 * temp dir for S3, free ports (so it runs beside `npm run dev`) and the test clock control.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now();
  const cloud = await startLocalCloud({
    mode: 'test',
    tables: appTables,
    rootDir,
    spa: { mode: 'none' },
    log: (event) => {
      // Only problems: request logs of a whole run would bury the test report.
      if (event.level === 'error' || event.level === 'ERROR' || /error|failed/i.test(String(event.event ?? ''))) {
        console.error(JSON.stringify(event));
      }
    },
  });
  console.log(`local cloud ready in ${((performance.now() - startedAt) / 1000).toFixed(1)}s at ${cloud.appUrl}`);
  project.provide('appUrl', cloud.appUrl);
  project.provide('inboxUrl', cloud.inboxUrl);
  project.provide('localEnv', cloud.env);
  return () => cloud.stop();
}
