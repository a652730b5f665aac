import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Validations, type CfnElement, type Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';

export interface SpaBuild {
  spaDist: string;
  bucket: Bucket;
  distribution: IDistribution;
}

/**
 * Uploads the Vite build. Hashed files under assets/ never change, so browsers may keep them for
 * a year; every other file (index.html above all) is revalidated, so a deploy shows at once.
 * Old assets stay (no prune) for pages still open on the previous index.html.
 */
export function deploySpaBuild(stack: Stack, { spaDist, bucket, distribution }: SpaBuild): void {
  // One group for CDK's deployment handler (a singleton: both deployments must name the same one).
  const logGroup = new LogGroup(stack, 'DeploySpaLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
  const assetsDir = path.join(spaDist, 'assets');
  const assets = existsSync(assetsDir)
    ? new BucketDeployment(stack, 'DeploySpaAssets', {
        sources: [Source.asset(assetsDir)],
        destinationBucket: bucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
        prune: false,
        logGroup,
      })
    : undefined;
  const pages = new BucketDeployment(stack, 'DeploySpaPages', {
    sources: [Source.asset(spaDist, { exclude: ['assets', 'assets/**'] })],
    destinationBucket: bucket,
    cacheControl: [CacheControl.noCache()],
    prune: false,
    distribution,
    distributionPaths: ['/*'],
    logGroup,
  });
  // index.html must not point at assets that are not there yet.
  if (assets) pages.node.addDependency(assets);
  acknowledgeDeploymentHandler(stack, bucket);
}

/**
 * BucketDeployment runs one CDK-owned Lambda per stack (a singleton named
 * `Custom::CDKBucketDeployment…`), during deploys only; its role and runtime are CDK's.
 */
function acknowledgeDeploymentHandler(stack: Stack, bucket: Bucket): void {
  const handler = stack.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  if (!handler) throw new Error('BucketDeployment handler not found; CDK renamed it, so revisit these acknowledgements.');
  const cdkOwned = 'CDK-owned BucketDeployment handler, invoked by CloudFormation during deploys only';
  const bucketObjects = `<${stack.getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>/*`;
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions-L1', reason: `${cdkOwned}; CDK chooses and updates its Python runtime.` },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${cdkOwned}; CDK attaches the basic execution role for its logs.`,
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${cdkOwned}; it copies the build from the CDK assets bucket into the SPA bucket (CDK's grantRead/grantReadWrite).`,
    })),
    {
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
      reason: `${cdkOwned}; it reads the uploaded build from the CDK bootstrap assets bucket.`,
    },
    { id: `AwsSolutions-IAM5[Resource::${bucketObjects}]`, reason: `${cdkOwned}; it writes the build into the SPA bucket.` },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${cdkOwned}; CDK grants cloudfront:CreateInvalidation on * to invalidate this distribution after a deploy.`,
    },
  );
}
