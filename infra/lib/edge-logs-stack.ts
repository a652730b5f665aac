import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnDelivery, CfnDeliveryDestination, CfnDeliverySource } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { EDGE_REGION } from './edge-stack';
import type { Stage } from './stage-settings';
import { ACCESS_LOG_FIELDS, ACCESS_LOG_PREFIX, edgeLogsParameterName } from './web/access-logs';

export interface EdgeLogsStackProps extends StackProps {
  stage: Stage;
}

/**
 * CloudFront standard logging v2 (docs/adr/0083-cloudfront-logs-and-link-tokens.md): a CloudWatch
 * Logs vended delivery from the distribution to the web stack's logs bucket. CloudFront's
 * delivery source can only be made in us-east-1, and a delivery pairs a source with a destination
 * of its own region, so all three live here, whatever the stage's region. The distribution and
 * the bucket are the web stack's: it publishes their ARNs in SSM in us-east-1
 * (web/access-logs.ts), so this stack deploys after it and reads them at deploy time.
 */
export class EdgeLogsStack extends Stack {
  readonly delivery: CfnDelivery;

  constructor(scope: Construct, id: string, props: EdgeLogsStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const stage = props.stage.name;
    const distributionArn = StringParameter.valueForStringParameter(this, edgeLogsParameterName(stage, 'distribution-arn'));
    const logsBucketArn = StringParameter.valueForStringParameter(this, edgeLogsParameterName(stage, 'logs-bucket-arn'));

    const source = new CfnDeliverySource(this, 'AccessLogsSource', {
      name: `worknest-${stage}-cloudfront`,
      resourceArn: distributionArn,
      logType: 'ACCESS_LOGS',
    });
    const destination = new CfnDeliveryDestination(this, 'AccessLogsDestination', {
      name: `worknest-${stage}-cloudfront-s3`,
      // A path after the bucket is the key prefix of every delivered object.
      destinationResourceArn: `${logsBucketArn}/${ACCESS_LOG_PREFIX}`,
      outputFormat: 'json',
    });
    this.delivery = new CfnDelivery(this, 'AccessLogsDelivery', {
      deliverySourceName: source.name,
      deliveryDestinationArn: destination.attrArn,
      // No `cs-uri-query`, `cs(Referer)` or `cs(Cookie)`: tokens and the session never reach the logs.
      recordFields: [...ACCESS_LOG_FIELDS],
    });
    this.delivery.node.addDependency(source);

    new CfnOutput(this, 'AccessLogsDeliveryId', { value: this.delivery.attrDeliveryId });
  }
}
