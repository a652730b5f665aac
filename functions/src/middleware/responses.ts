import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HandlerResult = APIGatewayProxyStructuredResultV2;

/** A JSON answer. `cookies` become `Set-Cookie` headers at API Gateway. */
export function json(
  statusCode: number,
  body: unknown,
  extra: { cookies?: string[]; headers?: Record<string, string> } = {},
): HandlerResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra.headers },
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
    body: JSON.stringify(body),
  };
}

export function noContent(extra: { cookies?: string[] } = {}): HandlerResult {
  return { statusCode: 204, headers: { 'cache-control': 'no-store' }, ...(extra.cookies ? { cookies: extra.cookies } : {}) };
}
