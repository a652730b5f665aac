import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 checks it, for the two ways the app signs requests: the
 * Authorization header (SDK calls from functions) and presigned URLs (browser uploads).
 * s3rver checks neither; without this, a presigned PUT with the wrong content type or length, or
 * an expired URL, would succeed locally and fail on AWS.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */

export interface SignedRequest {
  method: string;
  /** Path and query exactly as received (req.url): the canonical request is built from raw bytes. */
  url: string;
  /** Node's req.rawHeaders: [name, value, name, value, ...]. */
  rawHeaders: readonly string[];
}

export type SignatureVerdict =
  | { kind: 'anonymous' }
  | { kind: 'valid'; accessKeyId: string; mechanism: 'header' | 'query' }
  | { kind: 'invalid'; status: number; code: string; message: string; detail?: Record<string, string> };

/** Query parameters that carry a presigned URL's authentication (removed before s3rver sees the URL). */
export const PRESIGN_QUERY_PARAMS = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
  'X-Amz-Security-Token',
] as const;

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_EXPIRES_SECONDS = 604_800;

export function verifySignature(
  request: SignedRequest,
  secretFor: (accessKeyId: string) => string | undefined,
  nowMs: number,
): SignatureVerdict {
  const [rawPath = '', rawQuery = ''] = splitOnce(request.url, '?');
  const query = parseQuery(rawQuery);
  const authorization = headerValues(request.rawHeaders, 'authorization');
  const presigned = query.some(([name]) => name === 'X-Amz-Signature' || name === 'X-Amz-Algorithm');

  if (authorization.length === 0 && !presigned) return { kind: 'anonymous' };
  if (authorization.length > 0 && presigned) {
    return invalid(400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified');
  }

  const parsed = presigned ? parseQueryAuth(query, nowMs) : parseHeaderAuth(authorization.join(','), request.rawHeaders);
  if ('kind' in parsed) return parsed;

  const secret = secretFor(parsed.accessKeyId);
  if (secret === undefined) {
    return invalid(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.', {
      AWSAccessKeyId: parsed.accessKeyId,
    });
  }

  const canonicalQuery = query.filter(([name]) => !(presigned && name === 'X-Amz-Signature'));
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQueryString(canonicalQuery),
    ...parsed.signedHeaders.map((name) => `${name}:${canonicalHeaderValue(request.rawHeaders, name)}`),
    '',
    parsed.signedHeaders.join(';'),
    parsed.payloadHash,
  ].join('\n');
  const stringToSign = [ALGORITHM, parsed.amzDate, parsed.scope, sha256Hex(canonicalRequest)].join('\n');
  const [date = '', region = '', service = ''] = parsed.scope.split('/');
  const expected = hmac(signingKey(secret, date, region, service), stringToSign).toString('hex');

  if (!sameHex(expected, parsed.signature)) {
    return invalid(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.', {
      AWSAccessKeyId: parsed.accessKeyId,
      StringToSign: stringToSign,
      CanonicalRequest: canonicalRequest,
    });
  }
  return { kind: 'valid', accessKeyId: parsed.accessKeyId, mechanism: presigned ? 'query' : 'header' };
}

interface ParsedAuth {
  accessKeyId: string;
  scope: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
}

type Invalid = Extract<SignatureVerdict, { kind: 'invalid' }>;

function parseQueryAuth(query: Array<[string, string]>, nowMs: number): ParsedAuth | Invalid {
  const get = (name: string) => query.find(([key]) => key === name)?.[1];
  const algorithm = get('X-Amz-Algorithm');
  const credential = get('X-Amz-Credential');
  const amzDate = get('X-Amz-Date');
  const expires = get('X-Amz-Expires');
  const signedHeaders = get('X-Amz-SignedHeaders');
  const signature = get('X-Amz-Signature');
  if (!algorithm || !credential || !amzDate || !expires || !signedHeaders || !signature) {
    return invalid(400, 'AuthorizationQueryParametersError', 'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters.');
  }
  if (algorithm !== ALGORITHM) {
    return invalid(400, 'AuthorizationQueryParametersError', 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  }
  const signedAtMs = parseAmzDate(amzDate);
  if (signedAtMs === undefined) {
    return invalid(400, 'AuthorizationQueryParametersError', 'X-Amz-Date must be in the ISO8601 Long Format "yyyyMMdd\'T\'HHmmss\'Z\'"');
  }
  const expiresSeconds = Number(expires);
  if (!Number.isInteger(expiresSeconds) || expiresSeconds < 0) {
    return invalid(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be non-negative');
  }
  if (expiresSeconds > MAX_EXPIRES_SECONDS) {
    return invalid(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be less than a week (in seconds); that is, the given X-Amz-Expires must be less than 604800 seconds');
  }
  if (nowMs > signedAtMs + expiresSeconds * 1000) {
    return invalid(403, 'AccessDenied', 'Request has expired', {
      'X-Amz-Expires': expires,
      Expires: isoSeconds(signedAtMs + expiresSeconds * 1000),
      ServerTime: isoSeconds(nowMs),
    });
  }
  const { accessKeyId, scope } = splitCredential(credential);
  return {
    accessKeyId,
    scope,
    amzDate,
    signedHeaders: signedHeaders.split(';'),
    signature,
    payloadHash: get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  };
}

function parseHeaderAuth(authorization: string, rawHeaders: readonly string[]): ParsedAuth | Invalid {
  const [algorithm, ...rest] = authorization.trim().split(/\s+/);
  if (algorithm !== ALGORITHM) {
    return invalid(400, 'InvalidArgument', 'Unsupported Authorization Type');
  }
  const components = new Map(
    rest
      .join('')
      .split(',')
      .map((component) => splitOnce(component, '=') as [string, string]),
  );
  const credential = components.get('Credential');
  const signedHeaders = components.get('SignedHeaders');
  const signature = components.get('Signature');
  if (!credential || !signedHeaders || !signature) {
    return invalid(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed; the authorization header requires three components: Credential, SignedHeaders, and Signature.');
  }
  const amzDate = headerValues(rawHeaders, 'x-amz-date')[0];
  if (!amzDate || parseAmzDate(amzDate) === undefined) {
    return invalid(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  }
  const payloadHash = headerValues(rawHeaders, 'x-amz-content-sha256')[0];
  if (!payloadHash) {
    return invalid(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  }
  // No clock-skew check: the local gateway may shift the functions' clock for expiry tests.
  const { accessKeyId, scope } = splitCredential(credential);
  return { accessKeyId, scope, amzDate, signedHeaders: signedHeaders.split(';'), signature, payloadHash };
}

function splitCredential(credential: string): { accessKeyId: string; scope: string } {
  const [accessKeyId = '', ...scope] = credential.split('/');
  return { accessKeyId, scope: scope.join('/') };
}

/** Name/value pairs in order, decoded; `a&b=` keeps empty values. */
export function parseQuery(rawQuery: string): Array<[string, string]> {
  if (rawQuery === '') return [];
  return rawQuery.split('&').map((pair) => {
    const [name = '', value = ''] = splitOnce(pair, '=');
    return [safeDecode(name), safeDecode(value)];
  });
}

function canonicalQueryString(pairs: Array<[string, string]>): string {
  return pairs
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalHeaderValue(rawHeaders: readonly string[], name: string): string {
  return headerValues(rawHeaders, name)
    .map((value) => value.trim().replace(/\s+/g, ' '))
    .join(',');
}

export function headerValues(rawHeaders: readonly string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === name) values.push(rawHeaders[i + 1]!);
  }
  return values;
}

function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secret}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

function sameHex(expected: string, provided: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(provided);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `20260102T030405Z` → epoch ms. */
function parseAmzDate(value: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
}

function splitOnce(text: string, separator: string): [string, string] | [string] {
  const index = text.indexOf(separator);
  return index === -1 ? [text] : [text.slice(0, index), text.slice(index + 1)];
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function invalid(status: number, code: string, message: string, detail?: Record<string, string>): Invalid {
  return { kind: 'invalid', status, code, message, ...(detail ? { detail } : {}) };
}
