import { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';

let client: S3Client | undefined;

/** An S3 client for this run's uploads bucket, configured like the functions' adapter. */
export function localS3(): { s3: S3Client; bucket: string } {
  const env = inject('localEnv');
  client ??= new S3Client({
    endpoint: env.AWS_ENDPOINT_URL_S3,
    region: env.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { s3: client, bucket: env.UPLOADS_BUCKET! };
}
