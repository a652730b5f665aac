import { Duration, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { removalPolicyOf } from '../removal';
import type { StageSettings } from '../stage-settings';

/**
 * The settings every Worknest bucket shares: private, TLS only, S3-managed encryption. A
 * throwaway stage empties its buckets on delete so `cdk destroy` finishes; a kept stage keeps them.
 */
export function privateBucket(scope: Construct, id: string, settings: StageSettings, props: BucketProps = {}): Bucket {
  const destroy = settings.removalPolicy === 'destroy';
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    removalPolicy: removalPolicyOf(settings),
    autoDeleteObjects: destroy,
    ...props,
  });
}

/**
 * A bucket for access logs (S3 server access logs, and CloudFront standard logs when
 * `forCloudFront`). CloudFront's legacy log delivery writes with ACLs, so that bucket must
 * allow them; S3 server access logs use the bucket policy either way.
 */
export function logsBucket(scope: Construct, id: string, settings: StageSettings, options: { forCloudFront?: boolean } = {}): Bucket {
  const bucket = privateBucket(scope, id, settings, {
    objectOwnership: options.forCloudFront ? ObjectOwnership.OBJECT_WRITER : ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ expiration: Duration.days(90), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This is the access-log destination itself; logging its own writes into a bucket would only log the logging.',
  });
  return bucket;
}
