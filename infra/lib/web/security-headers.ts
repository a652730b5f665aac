import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Content Security Policy of the app. Besides our own origin: the WebSocket (`wss:`; 'self' does
 * not cover it in every browser), direct browser uploads to presigned S3 URLs of the uploads
 * bucket, and Stripe.js, which loads its script and card iframes from Stripe and calls its API.
 */
export function contentSecurityPolicy(uploadsOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com https://*.js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self' wss: ${uploadsOrigin} https://api.stripe.com`,
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export function securityHeadersPolicy(scope: Construct, id: string, uploadsOrigin: string): ResponseHeadersPolicy {
  return new ResponseHeadersPolicy(scope, id, {
    comment: 'Worknest security headers',
    securityHeadersBehavior: {
      strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(uploadsOrigin), override: true },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true }],
    },
  });
}
