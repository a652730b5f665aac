import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per function; the handler kit adds the request id to every line. */
export const logger = new Logger({
  serviceName: 'worknest',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'DEBUG' | 'WARN' | 'ERROR' | 'SILENT' | undefined) ?? 'INFO',
});
