import { Aws, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { EDGE_REGION } from '../edge-stack';
import { removalPolicyOf } from '../removal';
import type { StageSettings } from '../stage-settings';

/**
 * CloudFront standard logging v2 (docs/adr/0083-cloudfront-logs-and-link-tokens.md): the fields
 * each access-log record holds, in order. Left out on purpose: `cs-uri-query` (the one-click
 * unsubscribe token, the calendar feed token, search words and cursors), `cs(Referer)` (a
 * same-origin request's Referer is the page's whole URL with its query: the assets and API calls
 * of a page opened from an old `/unsubscribe?token=` or `/auth/verify?token=` link would carry
 * it) and `cs(Cookie)` (the session cookie). Every other field of the standard log stays.
 */
export const ACCESS_LOG_FIELDS = [
  'date',
  'time',
  'x-edge-location',
  'sc-bytes',
  'c-ip',
  'cs-method',
  'cs(Host)',
  'cs-uri-stem',
  'sc-status',
  'cs(User-Agent)',
  'x-edge-result-type',
  'x-edge-request-id',
  'x-host-header',
  'cs-protocol',
  'cs-bytes',
  'time-taken',
  'x-forwarded-for',
  'ssl-protocol',
  'ssl-cipher',
  'x-edge-response-result-type',
  'cs-protocol-version',
  'fle-status',
  'fle-encrypted-fields',
  'c-port',
  'time-to-first-byte',
  'x-edge-detailed-result-type',
  'sc-content-type',
  'sc-content-len',
  'sc-range-start',
  'sc-range-end',
] as const;

/** Fields that must never be delivered (tested): they carry tokens or the session. */
export const ACCESS_LOG_FIELDS_LEFT_OUT = ['cs-uri-query', 'cs(Referer)', 'cs(Cookie)'] as const;

/** Where in the logs bucket the v2 records land (the legacy ones were under `cloudfront/`). */
export const ACCESS_LOG_PREFIX = 'cloudfront-v2';

/** SSM parameters (in us-east-1) through which the edge-logs stack finds the web stack's distribution and bucket. */
export function edgeLogsParameterName(stage: string, what: 'distribution-arn' | 'logs-bucket-arn'): string {
  return `/worknest/${stage}/edge/${what}`;
}

/**
 * Lets CloudWatch Logs' vended delivery (the service principal `delivery.logs.amazonaws.com`)
 * write the distribution's records under ACCESS_LOG_PREFIX, only for a delivery source of this
 * account in us-east-1. Written into the bucket's own policy, so a later deploy of this stack
 * does not drop a statement the service would otherwise append on its own.
 */
export function allowCloudFrontLogDelivery(bucket: Bucket): void {
  const principal = new ServicePrincipal('delivery.logs.amazonaws.com');
  const source = {
    StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
    ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:logs:${EDGE_REGION}:${Aws.ACCOUNT_ID}:delivery-source:*` },
  };
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'AWSLogDeliveryWrite',
      principals: [principal],
      actions: ['s3:PutObject'],
      resources: [bucket.arnForObjects(`${ACCESS_LOG_PREFIX}/*`)],
      conditions: { ...source, StringEquals: { ...source.StringEquals, 's3:x-amz-acl': 'bucket-owner-full-control' } },
    }),
  );
  bucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'AWSLogDeliveryAclCheck',
      principals: [principal],
      actions: ['s3:GetBucketAcl', 's3:ListBucket'],
      resources: [bucket.bucketArn],
      conditions: source,
    }),
  );
}

/**
 * Publishes the distribution's ARN and the logs bucket's ARN as SSM parameters in us-east-1, where
 * the edge-logs stack reads them (a CloudFront delivery source can only be made there, and
 * CloudFormation cannot reference a stack of another region). The mirror of web/edge-settings.ts.
 */
export function publishForEdgeLogs(
  scope: Construct,
  stage: string,
  settings: StageSettings,
  values: { distributionArn: string; logsBucketArn: string },
): void {
  const stack = Stack.of(scope);
  const logGroup = new LogGroup(scope, 'EdgeLogsPublishLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: removalPolicyOf(settings) });
  const publish = (id: string, what: 'distribution-arn' | 'logs-bucket-arn', value: string) => {
    const name = edgeLogsParameterName(stage, what);
    const put = {
      service: 'SSM',
      action: 'putParameter',
      parameters: { Name: name, Value: value, Type: 'String', Overwrite: true, Description: `Worknest ${stage}: read by the edge-logs stack` },
      region: EDGE_REGION,
      physicalResourceId: PhysicalResourceId.of(name),
    };
    new AwsCustomResource(scope, id, {
      onCreate: put,
      onUpdate: put,
      onDelete: { service: 'SSM', action: 'deleteParameter', parameters: { Name: name }, region: EDGE_REGION, ignoreErrorCodesMatching: 'ParameterNotFound' },
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [stack.formatArn({ service: 'ssm', region: EDGE_REGION, resource: 'parameter', resourceName: name.slice(1) })],
      }),
      installLatestAwsSdk: false,
      logGroup,
    });
  };
  publish('EdgeLogsDistributionArn', 'distribution-arn', values.distributionArn);
  publish('EdgeLogsBucketArn', 'logs-bucket-arn', values.logsBucketArn);
}
