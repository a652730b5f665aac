import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import { verifySignature, type SignedRequest } from './verify-signature';

const ENDPOINT = 'http://127.0.0.1:4569';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local-secret' };
const secretFor = (accessKeyId: string) => (accessKeyId === 'local' ? 'local-secret' : undefined);

/** An S3 client that signs like the functions' adapter but hands the signed request to `onRequest` instead of sending it. */
function capturingClient(onRequest: (request: SignedRequest) => void): S3Client {
  return new S3Client({
    endpoint: ENDPOINT,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    requestHandler: {
      handle: async (request: {
        method: string;
        path: string;
        query: Record<string, string | string[] | null>;
        headers: Record<string, string>;
      }) => {
        onRequest({ method: request.method, url: request.path + queryString(request.query), rawHeaders: Object.entries(request.headers).flat() });
        return { response: { statusCode: 200, headers: {}, body: Readable.from([]) } };
      },
    },
  });
}

function queryString(query: Record<string, string | string[] | null>): string {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === null ? [encodeURIComponent(name)] : [value].flat().map((v) => `${encodeURIComponent(name)}=${encodeURIComponent(v)}`),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

async function presignedPut(options: { contentType?: string; contentLength?: number; expiresIn: number; signContentType?: boolean }) {
  const client = new S3Client({ endpoint: ENDPOINT, region: 'eu-central-1', forcePathStyle: true, credentials });
  const url = new URL(
    await getSignedUrl(
      client,
      new PutObjectCommand({ Bucket: 'uploads', Key: 'listings/a b/ph(o)to é.jpg', ContentType: options.contentType, ContentLength: options.contentLength }),
      { expiresIn: options.expiresIn, ...(options.signContentType ? { signableHeaders: new Set(['content-type']) } : {}) },
    ),
  );
  const signedAtMs = Date.parse(url.searchParams.get('X-Amz-Date')!.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  return { pathAndQuery: url.pathname + url.search, host: url.host, signedAtMs };
}

describe('verifySignature', () => {
  it('lets unsigned requests through as anonymous', () => {
    expect(verifySignature({ method: 'GET', url: '/uploads/a.jpg', rawHeaders: ['Host', '127.0.0.1:4569'] }, secretFor, Date.now())).toEqual({
      kind: 'anonymous',
    });
  });

  it('accepts a presigned PUT sent with the headers it signed, until it expires', async () => {
    const { pathAndQuery, host, signedAtMs } = await presignedPut({ contentType: 'image/jpeg', contentLength: 3, expiresIn: 60, signContentType: true });
    const request = { method: 'PUT', url: pathAndQuery, rawHeaders: ['Host', host, 'Content-Type', 'image/jpeg', 'Content-Length', '3'] };

    expect(verifySignature(request, secretFor, signedAtMs + 60_000)).toMatchObject({ kind: 'valid', mechanism: 'query' });
    expect(verifySignature(request, secretFor, signedAtMs + 61_000)).toMatchObject({
      kind: 'invalid',
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });

  it.each([
    ['another content type', ['Content-Type', 'text/html', 'Content-Length', '3']],
    ['another length', ['Content-Type', 'image/jpeg', 'Content-Length', '4']],
  ])('refuses a presigned PUT with %s than signed', async (_case, headers) => {
    const { pathAndQuery, host, signedAtMs } = await presignedPut({ contentType: 'image/jpeg', contentLength: 3, expiresIn: 60, signContentType: true });

    const verdict = verifySignature({ method: 'PUT', url: pathAndQuery, rawHeaders: ['Host', host, ...headers] }, secretFor, signedAtMs);

    expect(verdict).toMatchObject({ kind: 'invalid', status: 403, code: 'SignatureDoesNotMatch' });
  });

  it('refuses a presigned URL used for another method or key', async () => {
    const { pathAndQuery, host, signedAtMs } = await presignedPut({ expiresIn: 60 });
    const rawHeaders = ['Host', host];

    expect(verifySignature({ method: 'PUT', url: pathAndQuery, rawHeaders }, secretFor, signedAtMs)).toMatchObject({ kind: 'valid' });
    expect(verifySignature({ method: 'DELETE', url: pathAndQuery, rawHeaders }, secretFor, signedAtMs)).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(verifySignature({ method: 'PUT', url: pathAndQuery.replace('listings/', 'other/'), rawHeaders }, secretFor, signedAtMs)).toMatchObject({
      code: 'SignatureDoesNotMatch',
    });
  });

  it('checks requests the SDK signs in the Authorization header', async () => {
    const captured: SignedRequest[] = [];
    const client = capturingClient((request) => captured.push(request));
    await client.send(new PutObjectCommand({ Bucket: 'uploads', Key: 'listings/a b/ph(o)to é.jpg', Body: 'abc', ContentType: 'image/jpeg' }));
    await client.send(new GetObjectCommand({ Bucket: 'uploads', Key: 'x.jpg', ResponseContentDisposition: 'inline; filename="x y.jpg"' }));
    const [put, get] = captured as [SignedRequest, SignedRequest];

    expect(verifySignature(put, secretFor, Date.now())).toMatchObject({ kind: 'valid', mechanism: 'header' });
    expect(verifySignature(get, secretFor, Date.now())).toMatchObject({ kind: 'valid', mechanism: 'header' });
    const tampered = { ...put, rawHeaders: put.rawHeaders.map((value) => (value === 'image/jpeg' ? 'text/html' : value)) };
    expect(verifySignature(tampered, secretFor, Date.now())).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(verifySignature(put, () => 'another-secret', Date.now())).toMatchObject({ code: 'SignatureDoesNotMatch' });
    expect(verifySignature(put, () => undefined, Date.now())).toMatchObject({ status: 403, code: 'InvalidAccessKeyId' });
  });
});
