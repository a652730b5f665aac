import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ENV } from '../config/function-environment';
import { NotAllowedError } from '../domain/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another origin (CSRF). Browsers always
 * send `Origin` on cross-origin POSTs and `Sec-Fetch-Site` on modern engines; clients that send
 * neither are not browsers and carry no ambient cookies of a victim.
 */
export function assertSameOrigin(event: APIGatewayProxyEventV2): void {
  if (SAFE_METHODS.has(event.requestContext?.http?.method ?? "GET")) return;
  const origin = event.headers?.origin;
  const appOrigin = process.env[ENV.appOrigin];
  if (origin && origin !== appOrigin) throw new NotAllowedError('Cross-origin requests are not allowed.');
  const site = event.headers?.['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') throw new NotAllowedError('Cross-origin requests are not allowed.');
}
