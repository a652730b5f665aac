import { mkdir } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { SERVED_PHOTO_PREFIX } from '@worknest/shared/listing';
import { startBucketFront, type BucketFront } from './start-bucket-front';
import { LOCAL_ACCESS_KEY_ID, LOCAL_REGION, LOCAL_SECRET_ACCESS_KEY } from '../local-environment';
import type { LogEvent } from '../log-event';
import { LOCAL_HOST } from '../ports';
import { runOnce } from '../run-once';
import { StartupError } from '../startup-error';

export interface BucketOptions {
  /** Absolute directory for s3rver's files (.data/s3 in dev, a temp dir in tests). */
  directory: string;
  bucket: string;
  testControls?: boolean;
  log?: LogEvent;
}

export interface LocalBucket {
  /** The S3 endpoint to hand to functions and scripts: the front, never s3rver itself. */
  endpoint: string;
  bucket: string;
  /** Lets the app's origins PUT/GET/POST/DELETE/HEAD from the browser and read ETag (multipart). */
  allowOrigins(origins: readonly string[]): Promise<void>;
  setClockOffset(ms: number): void;
  stop(): Promise<void>;
}

/** s3rver (the S3 stand-in) on a free port behind the bucket front (the S3 behaviours it lacks). */
export async function startBucket(options: BucketOptions): Promise<LocalBucket> {
  const { directory, bucket, log = () => {} } = options;
  if (!isAbsolute(directory)) throw new Error(`s3rver needs an absolute directory, got ${directory}`);
  await mkdir(directory, { recursive: true });

  const s3rver = new S3rver({ address: LOCAL_HOST, port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  let upstreamPort: number;
  try {
    upstreamPort = (await s3rver.run()).port;
    // The front reaches s3rver over kept-alive sockets. Node closes an idle one after 5 s, and a
    // request that picks it up at that moment meets ECONNRESET: the front answered 502 to a
    // presigned upload (fresh-clone CI, 2026-11-29). s3rver now keeps idle sockets for 10 minutes;
    // the front's agent is destroyed on stop, and close() ends idle connections (Node 19+).
    if (s3rver.httpServer) s3rver.httpServer.keepAliveTimeout = 10 * 60_000;
  } catch (error) {
    throw new StartupError('S3 (s3rver)', `could not start (${(error as Error).message})`, `Check that ${directory} is writable.`, { cause: error });
  }

  let front: BucketFront;
  try {
    front = await startBucketFront({
      host: LOCAL_HOST,
      port: 0,
      upstream: { host: LOCAL_HOST, port: upstreamPort },
      directory,
      credentials: { [LOCAL_ACCESS_KEY_ID]: LOCAL_SECRET_ACCESS_KEY },
      // As the uploads bucket's policy on AWS: served photo keys take no presigned writes (issue 14).
      denyPresignedWritesUnder: [SERVED_PHOTO_PREFIX],
      testControls: options.testControls,
      log,
    });
  } catch (error) {
    await s3rver.close();
    throw error;
  }

  // Configured through the front with the SDK, as an operator would on AWS.
  const admin = new S3Client({
    endpoint: front.endpoint,
    region: LOCAL_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: LOCAL_ACCESS_KEY_ID, secretAccessKey: LOCAL_SECRET_ACCESS_KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

  log({ part: 'bucket', event: 'ready', endpoint: front.endpoint, s3rver: `http://${LOCAL_HOST}:${upstreamPort}`, directory });
  return {
    endpoint: front.endpoint,
    bucket,
    async allowOrigins(origins) {
      front.setCorsOrigins(origins);
      await admin.send(
        new PutBucketCorsCommand({
          Bucket: bucket,
          CORSConfiguration: {
            CORSRules: [
              {
                AllowedOrigins: [...origins],
                AllowedMethods: ['PUT', 'GET', 'POST', 'DELETE', 'HEAD'],
                AllowedHeaders: ['*'],
                ExposeHeaders: ['ETag'],
                MaxAgeSeconds: 3000,
              },
            ],
          },
        }),
      );
    },
    setClockOffset: (ms) => front.setClockOffset(ms),
    stop: runOnce(async () => {
      admin.destroy();
      await front.close();
      await s3rver.close();
      log({ part: 'bucket', event: 'stopped' });
    }),
  };
}
