import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { HttpMethods, type Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { logsBucket, privateBucket } from './constructs/private-bucket';
import { stagingKeyPrefix, uploadsBucketName, uploadsKeyPrefix } from './names';
import type { Stage } from './stage-settings';

export interface StorageStackProps extends StackProps {
  stage: Stage;
  /** `https://<host>` the browser uploads from (CORS). */
  appOrigin: string;
  /** The distribution that serves `/uploads/*` (Origin Access Control grant). */
  distributionArn: string;
}

/**
 * The uploads bucket (listing and profile photos). Browsers write to it with presigned PUT and
 * presigned multipart URLs; they read through CloudFront only.
 */
export class StorageStack extends Stack {
  readonly uploads: Bucket;

  constructor(scope: Construct, id: string, props: StorageStackProps) {
    super(scope, id, props);
    const { settings } = props.stage;

    const logs = logsBucket(this, 'Logs', settings);
    this.uploads = privateBucket(this, 'Uploads', settings, {
      bucketName: uploadsBucketName(props.stage.name),
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'uploads-bucket/',
      cors: [
        {
          allowedOrigins: [props.appOrigin],
          allowedMethods: [HttpMethods.PUT, HttpMethods.POST, HttpMethods.GET, HttpMethods.HEAD, HttpMethods.DELETE],
          allowedHeaders: ['*'],
          // The browser reads each part's ETag to complete a multipart upload.
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      // A replaced or deleted photo can be brought back for 30 days (a host's mistake, a bug
      // that deleted the wrong keys); after that the old version only costs money.
      versioned: true,
      lifecycleRules: [
        // A paused upload may resume within a day; after that its parts only cost money. (S3 counts
        // this rule in days: one day is the shortest it offers.)
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // A staged photo is copied to its served key when it is checked (issue 14); one still in
        // staging after a day was never used (a listing never saved, a replayed PUT).
        { id: 'expire-unused-staged-photos', prefix: stagingKeyPrefix, expiration: Duration.days(1), noncurrentVersionExpiration: Duration.days(1) },
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true },
      ],
    });

    // Origin Access Control: only this distribution, only GET, only served keys.
    this.uploads.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsUploads',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.uploads.arnForObjects(`${uploadsKeyPrefix}*`)],
        conditions: { StringEquals: { 'AWS:SourceArn': props.distributionArn } },
      }),
    );

    // Served keys take no presigned writes (issue 14): browsers upload to staging/ only, and the
    // server copies checked photos to uploads/ with its own (header-signed) credentials. A
    // presigned PUT or part for uploads/ is refused even if a function were tricked into signing it.
    this.uploads.addToResourcePolicy(
      new PolicyStatement({
        sid: 'NoPresignedWritesToServedPhotos',
        effect: Effect.DENY,
        principals: [new AnyPrincipal()],
        actions: ['s3:PutObject'],
        resources: [this.uploads.arnForObjects(`${uploadsKeyPrefix}*`)],
        conditions: { StringEquals: { 's3:authType': 'REST-QUERY-STRING' } },
      }),
    );

    new CfnOutput(this, 'UploadsBucketName', { value: this.uploads.bucketName });
  }
}
