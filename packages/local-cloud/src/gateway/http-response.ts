/**
 * How an HTTP API (payload format 2.0) turns a Lambda result into an HTTP response:
 * - an object with `statusCode` is a structured response: status, `headers`, each entry of
 *   `cookies` as its own Set-Cookie, `body` (base64-decoded when `isBase64Encoded`);
 * - anything else (a bare object, array, string, number, null) is answered 200 with
 *   `content-type: application/json` and the JSON text of the result as the body.
 * A structured result AWS cannot use (bad status, non-string body or header value) is a 500.
 */

export interface GatewayResponse {
  statusCode: number;
  /** Lower-case names; `set-cookie` is the only list. */
  headers: Record<string, string | string[]>;
  body: Buffer;
}

export const INTERNAL_SERVER_ERROR = 'Internal Server Error';

export function responseFromLambdaResult(result: unknown): GatewayResponse {
  if (!isStructured(result)) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify(result ?? null)),
    };
  }
  return structuredResponse(result) ?? gatewayError(500, INTERNAL_SERVER_ERROR);
}

function isStructured(result: unknown): result is Record<string, unknown> {
  return typeof result === 'object' && result !== null && !Array.isArray(result) && 'statusCode' in result;
}

function structuredResponse(result: Record<string, unknown>): GatewayResponse | undefined {
  const statusCode = Number(result.statusCode);
  if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) return undefined;

  const headers: Record<string, string | string[]> = {};
  const setCookies: string[] = [];
  if (result.headers !== undefined && result.headers !== null) {
    if (typeof result.headers !== 'object') return undefined;
    for (const [name, value] of Object.entries(result.headers)) {
      if (!['string', 'number', 'boolean'].includes(typeof value)) return undefined;
      const lower = name.toLowerCase();
      if (lower === 'set-cookie') setCookies.push(String(value));
      else headers[lower] = String(value);
    }
  }
  if (result.cookies !== undefined && result.cookies !== null) {
    if (!Array.isArray(result.cookies) || !result.cookies.every((c) => typeof c === 'string')) return undefined;
    setCookies.push(...(result.cookies as string[]));
  }
  if (setCookies.length > 0) headers['set-cookie'] = setCookies;

  const body = result.body ?? '';
  if (typeof body !== 'string') return undefined;
  return { statusCode, headers, body: Buffer.from(body, result.isBase64Encoded === true ? 'base64' : 'utf8') };
}

/** API Gateway's own answers (`{"message":"Not Found"}` and friends). */
export function gatewayError(statusCode: number, message: string): GatewayResponse {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ message })),
  };
}
