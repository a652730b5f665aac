import { S3Client } from '@aws-sdk/client-s3';
import { ENV, requireEnv } from '../config/function-environment';

/**
 * One S3 client per cold start. WHEN_REQUIRED keeps presigned URLs free of an empty-body
 * checksum (TOOLCHAIN.md). Path-style addressing is switched on by S3_FORCE_PATH_STYLE,
 * which only the local cloud sets (its endpoint is an IP address).
 */
export const s3 = new S3Client({
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

export function uploadsBucket(): string {
  return requireEnv(ENV.uploadsBucket);
}
