import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The viewer's IP. Behind CloudFront the API sees CloudFront's address, so prefer the
 * `cloudfront-viewer-address` header CloudFront sets itself ("ip:port"; clients cannot forge it).
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
}
