import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Aws, CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccessLevel,
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '@worknest/functions/config/origin-verify';
import { logsBucket, privateBucket } from './constructs/private-bucket';
import { uploadsBucketName } from './names';
import { configuredAppOrigin, type Stage } from './stage-settings';
import { allowCloudFrontLogDelivery, publishForEdgeLogs } from './web/access-logs';
import { readEdgeSettings } from './web/edge-settings';
import { securityHeadersPolicy } from './web/security-headers';
import { deploySpaBuild } from './web/spa-deployment';

export interface WebStackProps extends StackProps {
  stage: Stage;
  /** Host names of the API Gateway endpoints (gateway stack). */
  httpApiDomain: string;
  webSocketApiDomain: string;
  /** The origin secret's value (a dynamic reference): CloudFront sends it to the HTTP API in `x-origin-verify`. */
  originVerifySecret: string;
  /** The built SPA (`web/dist`); without it the stack deploys no files, so synth needs no web build. */
  spaDist?: string;
}

/** Path patterns CloudFront routes to the HTTP API. The local gateway serves the same ones. */
export const apiPathPatterns = ['/api/*', '/_health', '/scim/*'] as const;
export const webSocketPath = '/ws';
export const uploadsPathPattern = '/uploads/*';

/**
 * The one origin of the app: CloudFront in front of the SPA bucket, the HTTP API, the WebSocket
 * API and the uploads bucket. One host keeps the session cookie first-party and the socket on
 * "the same host" (ARCHITECTURE.md).
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly spaBucket: Bucket;
  /** `https://<host>` users open: the stage's `appOrigin`, or the distribution's own domain. */
  readonly appOrigin: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings } = props.stage;

    const logs = logsBucket(this, 'Logs', settings);
    // CloudFront's access logs arrive through standard logging v2 (edge-logs stack, us-east-1).
    allowCloudFrontLogDelivery(logs);
    this.spaBucket = privateBucket(this, 'Spa', settings, { serverAccessLogsBucket: logs, serverAccessLogsPrefix: 'spa-bucket/' });

    // Imported by its computed name: the storage stack that owns it deploys after this one,
    // because it needs this distribution (see names.ts). It grants CloudFront read access itself.
    const uploadsName = uploadsBucketName(props.stage.name);
    const uploads = Bucket.fromBucketAttributes(this, 'Uploads', { bucketName: uploadsName, region: Aws.REGION });
    const uploadsS3Origin = `https://${uploadsName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    const headers = securityHeadersPolicy(this, 'SecurityHeaders', uploadsS3Origin, configuredAppOrigin(settings));
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get index.html',
      code: FunctionCode.fromFile({ filePath: path.join(path.dirname(fileURLToPath(import.meta.url)), 'web', 'spa-fallback.js') }),
    });

    const httpApiOrigin = new HttpOrigin(props.httpApiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Proves to the functions that a request came through here, so they may believe its
      // CloudFront-Viewer-Address; a direct execute-api caller lacks it (docs/adr/0006-client-ip-trusted-only-with-origin-secret.md).
      // CloudFront replaces a viewer's header of the same name.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
    });
    // Nothing from the API is cached; every viewer header but Host (API Gateway routes on its
    // own Host) goes through, with cookies, query strings and CloudFront-Viewer-Address.
    const api: BehaviorOptions = {
      origin: httpApiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };

    const edge = readEdgeSettings(this, props.stage.name, settings);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Worknest ${props.stage.name}`,
      // WAF (edge stack, us-east-1): managed common and known-bad-inputs rules, per-IP rate limit.
      webAclId: edge.webAclArn,
      // The stage's own domain: its ACM certificate and TLS 1.2 at least (the default
      // *.cloudfront.net certificate still accepts TLS 1.0).
      ...(settings.domainName && edge.certificateArn
        ? {
            domainNames: [settings.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', edge.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.spaBucket, { originAccessLevels: [AccessLevel.READ] }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(apiPathPatterns.map((pattern) => [pattern, api])),
        [webSocketPath]: {
          // The WebSocket stage is named `ws`, so the forwarded path `/ws` is the stage path.
          origin: new HttpOrigin(props.webSocketApiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Sec-WebSocket-* headers and the session cookie must reach $connect.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        [uploadsPathPattern]: {
          // Object keys equal the path: /uploads/x is the object `uploads/x`.
          origin: S3BucketOrigin.withOriginAccessControl(uploads, { originAccessLevels: [AccessLevel.READ] }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: headers,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        reason: 'The storage stack owns the uploads bucket and grants this distribution read access to uploads/* itself.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          'Access logs use standard logging v2 (the edge-logs stack, us-east-1) without the query string; legacy logging, ' +
          'which this rule checks, cannot leave the query out (docs/adr/0083-cloudfront-logs-and-link-tokens.md).',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: the product is available globally (SPEC.md); access is controlled by company sign-in.',
      },
    );
    if (!settings.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'This stage has no domainName, so it uses the default *.cloudfront.net certificate, whose minimum protocol ' +
          'CloudFront fixes; a stage with domainName gets its ACM certificate (edge stack) and TLSv1.2_2021.',
      });
    }

    publishForEdgeLogs(this, props.stage.name, settings, { distributionArn: this.distribution.distributionArn, logsBucketArn: logs.bucketArn });

    this.appOrigin = configuredAppOrigin(settings) || `https://${this.distribution.distributionDomainName}`;

    if (props.spaDist) deploySpaBuild(this, { spaDist: props.spaDist, bucket: this.spaBucket, distribution: this.distribution });

    new CfnOutput(this, 'DistributionUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'AppOrigin', { value: this.appOrigin });
    new CfnOutput(this, 'AppWebSocketUrl', { value: `wss://${this.distribution.distributionDomainName}${webSocketPath}` });
    new CfnOutput(this, 'SpaBucketName', { value: this.spaBucket.bucketName });
  }
}
