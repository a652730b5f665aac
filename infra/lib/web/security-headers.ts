import { Duration, Stack } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * The WebSocket origin connect-src names (issue 14): the app's own host over `wss://` ('self'
 * does not cover wss: in every browser), never `wss:` (any host: a script injected into the
 * page could stream data anywhere). A stage without a host of its own (no domainName nor
 * appOrigin) is served on its distribution's `*.cloudfront.net` name, which this policy cannot
 * name without a dependency cycle (the distribution refers to the policy): it gets CloudFront's
 * wildcard there, still no other host.
 */
export function socketOrigin(appOrigin: string): string {
  const host = /^https:\/\/([^/]+)$/.exec(appOrigin)?.[1];
  return host ? `wss://${host}` : 'wss://*.cloudfront.net';
}

/**
 * Content Security Policy of the app. Besides our own origin: the app's own WebSocket host,
 * direct browser uploads to presigned S3 URLs of the uploads bucket, and Stripe.js, which loads
 * its script and card iframes from Stripe and calls its API.
 */
export function contentSecurityPolicy(uploadsOrigin: string, socket: string, mapsOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // Issue 41: MapLibre GL JS loads its style and tiles from Amazon Location and runs its workers from blob: URLs.
    `connect-src 'self' ${socket} ${uploadsOrigin} https://api.stripe.com${mapsOrigin ? ` ${mapsOrigin}` : ''}`,
    "worker-src 'self' blob:",
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeadersPolicy(scope: Construct, id: string, uploadsOrigin: string, appOrigin: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Worknest security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(uploadsOrigin, socketOrigin(appOrigin), `https://maps.geo.${Stack.of(scope).region}.amazonaws.com`),
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true }],
    },
  });
}
