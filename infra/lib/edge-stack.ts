import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { Stage } from './stage-settings';

/** CloudFront only takes web ACLs and certificates from us-east-1, wherever the stage runs. */
export const EDGE_REGION = 'us-east-1';

/** SSM parameters (in us-east-1) through which the web stack finds what this stack made. */
export function edgeParameterName(stage: string, what: 'web-acl-arn' | 'certificate-arn'): string {
  return `/worknest/${stage}/edge/${what}`;
}

export interface EdgeStackProps extends StackProps {
  stage: Stage;
}

/**
 * What CloudFront needs from us-east-1: the WAF web ACL and, for a stage with its own domain,
 * the ACM certificate. The web stack (in the stage's region) reads both ARNs from SSM in
 * us-east-1 at deploy time (web/edge-settings.ts), so one `cdk deploy --all` orders and wires it.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly certificate?: Certificate;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const stage = props.stage.name;
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName: `worknest-${stage}-${metricName}` });
    const managed = (name: string, priority: number, overrides: string[] = []): CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ruleActionOverrides: overrides.length ? overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) : undefined,
        },
      },
      visibilityConfig: visibility(name),
    });

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `worknest-${stage}`,
      description: `Worknest ${stage}: AWS common and known-bad-inputs rules, and a per-IP rate limit, in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('web-acl'),
      rules: [
        // First, so a flood is cut before the managed rules spend capacity units on it.
        {
          name: 'rate-per-ip',
          priority: 0,
          action: { block: {} },
          statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit: props.stage.settings.wafRateLimitPer5Minutes, evaluationWindowSec: 300 } },
          visibilityConfig: visibility('rate-per-ip'),
        },
        // Bodies above 8 KB are counted, not blocked: Stripe's webhook events are often larger,
        // and the functions refuse oversized bodies themselves (64 KiB, middleware/json-body.ts).
        managed('AWSManagedRulesCommonRuleSet', 1, ['SizeRestrictions_BODY']),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 2),
      ],
    });
    new StringParameter(this, 'WebAclArnParameter', {
      parameterName: edgeParameterName(stage, 'web-acl-arn'),
      stringValue: this.webAcl.attrArn,
      description: `Worknest ${stage}: the CloudFront web ACL (read by the web stack)`,
    });

    if (props.stage.settings.domainName) {
      // DNS validation: the deploy waits until the CNAME that ACM shows (console, or
      // `aws acm describe-certificate --region us-east-1`) is published in the domain's zone.
      this.certificate = new Certificate(this, 'Certificate', {
        domainName: props.stage.settings.domainName,
        validation: CertificateValidation.fromDns(),
      });
      new StringParameter(this, 'CertificateArnParameter', {
        parameterName: edgeParameterName(stage, 'certificate-arn'),
        stringValue: this.certificate.certificateArn,
        description: `Worknest ${stage}: the CloudFront certificate of ${props.stage.settings.domainName} (read by the web stack)`,
      });
      new CfnOutput(this, 'CertificateArn', { value: this.certificate.certificateArn });
    }
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
