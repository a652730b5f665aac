import { Stack, Validations } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import { EDGE_REGION, edgeParameterName } from '../edge-stack';
import { removalPolicyOf } from '../removal';
import type { StageSettings } from '../stage-settings';

/**
 * Reads, at deploy time, the ARNs the edge stack published in SSM in us-east-1 (the web ACL and,
 * with a domain, the certificate). CloudFormation cannot reference another region's stack; this
 * is what CDK's own `crossRegionReferences` does, without pinning the stage's stacks to a region.
 * The parameter names are fixed, so the ARN is read again when the parameter's name changes; a
 * replaced web ACL needs `-c edgeRead=<anything new>` (docs/operations.md).
 */
export function readEdgeSettings(scope: Construct, stage: string, settings: StageSettings): { webAclArn: string; certificateArn?: string } {
  const stack = Stack.of(scope);
  const salt = (scope.node.tryGetContext('edgeRead') as string | undefined) ?? '1';
  const logGroup = new LogGroup(scope, 'EdgeSettingsLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: removalPolicyOf(settings) });
  const read = (id: string, what: 'web-acl-arn' | 'certificate-arn') => {
    const name = edgeParameterName(stage, what);
    const resource = new AwsCustomResource(scope, id, {
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: name },
        region: EDGE_REGION,
        physicalResourceId: PhysicalResourceId.of(`${name}#${salt}`),
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [stack.formatArn({ service: 'ssm', region: EDGE_REGION, resource: 'parameter', resourceName: name.slice(1) })],
      }),
      installLatestAwsSdk: false,
      logGroup,
    });
    return resource.getResponseField('Parameter.Value');
  };
  const result = {
    webAclArn: read('EdgeWebAclArn', 'web-acl-arn'),
    certificateArn: settings.domainName ? read('EdgeCertificateArn', 'certificate-arn') : undefined,
  };
  acknowledgeCustomResourceHandler(stack);
  return result;
}

/** AwsCustomResource runs one CDK-owned singleton Lambda per stack, during deploys only. */
function acknowledgeCustomResourceHandler(stack: Stack): void {
  const handler = stack.node.children.find((child) => child.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'));
  if (!handler) throw new Error('AwsCustomResource handler not found; CDK renamed it, so revisit these acknowledgements.');
  const cdkOwned = 'CDK-owned AwsCustomResource handler, invoked by CloudFormation during deploys only to read the edge stack SSM parameters';
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions-L1', reason: `${cdkOwned}; CDK chooses and updates its Node.js runtime.` },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${cdkOwned}; CDK attaches the basic execution role for its logs.`,
    },
  );
}
