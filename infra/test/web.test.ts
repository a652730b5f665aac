import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { buildTestApp, resourcesOf } from './support';
import { contentSecurityPolicy, socketOrigin } from '../lib/web/security-headers';

/** Managed policy ids (stable AWS constants). */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('web stack (CloudFront)', () => {
  const withBuild = buildTestApp({ withSpaBuild: true });
  const withoutBuild = buildTestApp();
  afterAll(() => {
    withBuild.cleanup();
    withoutBuild.cleanup();
  });
  const web = withBuild.template(withBuild.stacks.web);
  const [distribution] = Object.values(resourcesOf(web, 'AWS::CloudFront::Distribution'));
  const config = distribution!.Properties!.DistributionConfig;
  const behaviour = (pattern: string) => config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
  const origin = (id: string) => config.Origins.find((o: any) => o.Id === id);

  it('sends /api/* and /_health to the HTTP API, uncached, with all methods and viewer headers but Host', () => {
    for (const pattern of ['/api/*', '/_health']) {
      const b = behaviour(pattern);
      expect(b, pattern).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']),
      });
      const domain = JSON.stringify(origin(b.TargetOriginId).DomainName);
      expect(domain).toContain('HttpApi');
      expect(origin(b.TargetOriginId).CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    }
  });

  it('sends /ws to the WebSocket API with viewer headers and cookies', () => {
    const b = behaviour('/ws');
    expect(b).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    expect(JSON.stringify(origin(b.TargetOriginId).DomainName)).toContain('WebSocketApi');
  });

  it('serves /uploads/* read-only from the uploads bucket through Origin Access Control', () => {
    const b = behaviour('/uploads/*');
    expect(b.AllowedMethods).toEqual(['GET', 'HEAD']);
    const o = origin(b.TargetOriginId);
    expect(JSON.stringify(o.DomainName)).toContain('worknest-dev-uploads-');
    expect(o.OriginAccessControlId).toBeDefined();
  });

  it('serves the SPA from its private bucket with OAC and falls back to index.html by a viewer-request function only', () => {
    const o = origin(config.DefaultCacheBehavior.TargetOriginId);
    expect(o.OriginAccessControlId).toBeDefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    // Distribution-wide error responses would also rewrite the API's 403/404 answers.
    expect(config.CustomErrorResponses).toBeUndefined();
    for (const b of config.CacheBehaviors) expect(b.FunctionAssociations, b.PathPattern).toBeUndefined();
  });

  it('adds the security headers to the SPA, the API and the uploads', () => {
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: Match.anyValue(), IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: Match.anyValue(),
        },
      },
    });
    const [policyId] = Object.keys(resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    for (const b of [config.DefaultCacheBehavior, behaviour('/api/*'), behaviour('/_health'), behaviour('/uploads/*')]) {
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('has a CSP that keeps everything on our origin except the socket, uploads and Stripe', () => {
    const [policy] = Object.values(resourcesOf(web, 'AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(policy!.Properties!.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "connect-src 'self' wss://*.cloudfront.net ",
      "img-src 'self' data: blob:",
      "style-src 'self' 'unsafe-inline'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    // Only the app's own socket host (issue 14): never any wss: host.
    expect(csp).not.toMatch(/wss:[ ;"]/);
  });

  it('names the stage’s own host as the socket origin where it has one', () => {
    expect(contentSecurityPolicy('https://b.s3.amazonaws.com', socketOrigin('https://worknest.example'))).toContain(
      "connect-src 'self' wss://worknest.example https://b.s3.amazonaws.com https://api.stripe.com;",
    );
    expect(socketOrigin('')).toBe('wss://*.cloudfront.net');
  });

  it('has no legacy standard logging, which would write the query string (ADR 0083)', () => {
    expect(config.Logging).toBeUndefined();
  });

  it('logs viewer requests through standard logging v2 in us-east-1, without the query string, Referer or cookies', () => {
    const edgeLogs = withBuild.stacks.edgeLogs;
    expect(edgeLogs.region).toBe('us-east-1');
    const template = withBuild.template(edgeLogs);
    // The ARNs come from SSM parameters (template parameters whose default is the SSM name).
    const parameters = template.toJSON().Parameters as Record<string, { Type: string; Default: string }>;
    const ssmNames = (value: unknown) =>
      [...JSON.stringify(value).matchAll(/"Ref":"([^"]+)"/g)].map(([, ref]) => parameters[ref!]).filter((p) => p?.Type.includes('SSM')).map((p) => p!.Default);
    const [source] = Object.values(resourcesOf(template, 'AWS::Logs::DeliverySource'));
    expect(source!.Properties).toMatchObject({ LogType: 'ACCESS_LOGS' });
    expect(ssmNames(source!.Properties!.ResourceArn)).toEqual(['/worknest/dev/edge/distribution-arn']);
    const [destination] = Object.values(resourcesOf(template, 'AWS::Logs::DeliveryDestination'));
    expect(ssmNames(destination!.Properties!.DestinationResourceArn)).toEqual(['/worknest/dev/edge/logs-bucket-arn']);
    const deliveries = Object.values(resourcesOf(template, 'AWS::Logs::Delivery'));
    expect(deliveries).toHaveLength(1);
    const fields: string[] = deliveries[0]!.Properties!.RecordFields;
    expect(fields).toEqual(expect.arrayContaining(['date', 'time', 'cs-method', 'cs-uri-stem', 'sc-status', 'x-edge-result-type']));
    for (const leaky of ['cs-uri-query', 'cs(Referer)', 'cs(Cookie)']) expect(fields).not.toContain(leaky);
  });

  it('publishes the distribution and logs bucket to us-east-1 and lets only vended log delivery write its prefix', () => {
    const puts = Object.values(web.findResources('Custom::AWS')).map((r) => JSON.stringify(r.Properties.Create ?? ''));
    for (const what of ['distribution-arn', 'logs-bucket-arn']) {
      expect(puts.some((create) => create.includes(`/worknest/dev/edge/${what}`) && create.includes('putParameter') && create.includes('us-east-1')), what).toBe(true);
    }
    const policies = JSON.stringify(resourcesOf(web, 'AWS::S3::BucketPolicy'));
    expect(policies).toContain('delivery.logs.amazonaws.com');
    expect(policies).toContain('cloudfront-v2/*');
    expect(policies).toContain(':delivery-source:*');
  });

  it('deploys the SPA build only when there is one', () => {
    expect(Object.keys(withBuild.template(withBuild.stacks.web).findResources('Custom::CDKBucketDeployment')).length).toBe(2);
    expect(Object.keys(withoutBuild.template(withoutBuild.stacks.web).findResources('Custom::CDKBucketDeployment')).length).toBe(0);
  });
});

describe('SPA fallback function', () => {
  const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../lib/web/spa-fallback.js'), 'utf8');
  const handler = new Function(`${source}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it('serves index.html for client-side routes', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/listings/0b8f4a52-1f5e-4a53-9d63-2d1b0c6f4b11')).toBe('/index.html');
    expect(rewrite('/auth/verify')).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
  });
});
