import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { PHOTO_MAX_BYTES, UPLOAD } from '@worknest/shared/constants';
import { PHOTO_UPLOAD_MESSAGES, type PhotoUploadTarget } from '@worknest/shared/photo-upload';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { demoCompanyMember, jpegLikeBytes, objectExists, PNG_1X1, uploadPhoto, validListing, type ErrorBody, type Member } from './listings-support';
import { ApiClient } from './support/api-client';
import { localS3 } from './support/local-s3';
import { newCompany, signedInMember, useLocalStore } from './support/members';

/*
 * Photo uploads against the local bucket with real bytes (SPEC.md §7, §9; issue 4): the presigned
 * PUT signs type and length, and the multipart protocol @uppy/aws-s3 speaks (create, sign part,
 * list parts, complete, abort) keeps every key under the caller's own prefix.
 */

let sam: Member;
let alex: Member;

beforeAll(async () => {
  [sam, alex] = await Promise.all([demoCompanyMember('acme.test', 'employee', 'Sam'), demoCompanyMember('acme.test', 'employee', 'Alex')]);
});

/** The photo as the app serves it (`/uploads/...` through the gateway, CloudFront in production). */
async function served(url: string): Promise<Response> {
  return fetch(new URL(url, inject('appUrl')));
}

describe('POST /api/objects/upload (presigned PUT)', () => {
  it('gives a PUT under my own staging prefix; saving a listing checks the bytes and serves a copy at the photo path', async () => {
    const target = await sam.client.post<PhotoUploadTarget>('/api/objects/upload', { filename: 'desk.png', contentType: 'image/png', size: PNG_1X1.length });
    expect(target.status).toBe(200);
    const uuid = target.body.url.split('/').at(-1);
    expect(target.body.url).toMatch(new RegExp(`^/uploads/${sam.id}/[0-9a-f-]{36}$`));
    expect(target.body.key).toBe(`staging/${sam.id}/${uuid}`);
    expect(new URL(target.body.uploadURL).pathname).toContain(`/staging/${sam.id}/`);
    expect(new URL(target.body.uploadURL).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(new URL(target.body.uploadURL).searchParams.get('X-Amz-Expires')).toBe(String(UPLOAD.signedUrlExpiresSeconds));

    const put = await fetch(target.body.uploadURL, { method: 'PUT', headers: target.body.headers, body: new Uint8Array(PNG_1X1) });
    expect(put.status).toBe(200);
    // Nothing is served before the check.
    expect((await served(target.body.url)).status).toBeGreaterThanOrEqual(400);
    const listing = await sam.client.post('/api/listings', validListing([target.body.url, await uploadPhoto(sam)]));
    expect(listing.status, listing.text).toBe(201);
    const photo = await served(target.body.url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    expect(await objectExists(target.body.key)).toBe(false);

    // Replaying the presigned PUT with other bytes after the check changes nothing that is served.
    const swapped = Buffer.from(PNG_1X1);
    swapped.writeUInt8(swapped.readUInt8(swapped.length - 5) ^ 0xff, swapped.length - 5);
    expect((await fetch(target.body.uploadURL, { method: 'PUT', headers: target.body.headers, body: new Uint8Array(swapped) })).status).toBe(200);
    expect(Buffer.from(await (await served(target.body.url)).arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it('cannot write a served key with a presigned URL, even one signed with valid credentials (bucket policy)', async () => {
    const { s3, bucket } = localS3();
    const key = `uploads/${sam.id}/${randomUUID()}`;
    const url = await getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'image/png', ContentLength: PNG_1X1.length }), {
      expiresIn: 60,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    const put = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(PNG_1X1) });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('AccessDenied');
    expect(await objectExists(key)).toBe(false);
  });

  it('copies a checked photo only if it still has the bytes that were checked', async () => {
    await useLocalStore();
    const { copyCheckedPhoto } = await import('@worknest/functions/adapters/photo-storage');
    const { s3, bucket } = localS3();
    const uuid = randomUUID();
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `staging/${sam.id}/${uuid}`, Body: PNG_1X1, ContentType: 'image/png' }));
    expect(await copyCheckedPhoto(`staging/${sam.id}/${uuid}`, `uploads/${sam.id}/${uuid}`, '"0123456789abcdef0123456789abcdef"')).toBe(false);
    expect(await objectExists(`uploads/${sam.id}/${uuid}`)).toBe(false);
  });

  it('limits uploads per member per day (429)', async () => {
    const member = await signedInMember(await newCompany());
    const { countPhotoUpload, UPLOAD_LIMIT_PER_MEMBER } = await import('@worknest/functions/domain/uploads/upload-limits');
    for (let i = 0; i < UPLOAD_LIMIT_PER_MEMBER.limit; i += 1) await countPhotoUpload(member.id);
    const single = await member.client.post<ErrorBody>('/api/objects/upload', { filename: 'a.png', contentType: 'image/png', size: PNG_1X1.length });
    expect(single.status).toBe(429);
    expect(single.body.message).toBe(PHOTO_UPLOAD_MESSAGES.tooMany);
    expect((await member.client.post('/api/objects/s3/multipart', { filename: 'a.jpg', type: 'image/jpeg', metadata: { size: 10 } })).status).toBe(429);
  });

  it('is refused by the bucket with another content type or another length', async () => {
    const target = await sam.client.post<PhotoUploadTarget>('/api/objects/upload', { filename: 'a.png', contentType: 'image/png', size: PNG_1X1.length });
    const asHtml = await fetch(target.body.uploadURL, { method: 'PUT', headers: { 'Content-Type': 'text/html' }, body: new Uint8Array(PNG_1X1) });
    expect(asHtml.status).toBe(403);
    const longer = await fetch(target.body.uploadURL, { method: 'PUT', headers: target.body.headers, body: new Uint8Array(Buffer.concat([PNG_1X1, PNG_1X1])) });
    expect(longer.status).toBe(403);
    expect(await objectExists(target.body.key)).toBe(false);
  });

  it.each([
    ['a non-image type', { filename: 'a.html', contentType: 'text/html', size: 10 }, PHOTO_UPLOAD_MESSAGES.notImage],
    ['SVG', { filename: 'a.svg', contentType: 'image/svg+xml', size: 10 }, PHOTO_UPLOAD_MESSAGES.notImage],
    ['more than 10 MB', { filename: 'a.jpg', contentType: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 }, PHOTO_UPLOAD_MESSAGES.tooLarge],
    ['an empty file', { filename: 'a.jpg', contentType: 'image/jpeg', size: 0 }, PHOTO_UPLOAD_MESSAGES.empty],
  ])('refuses %s with 400', async (_case, request, message) => {
    const answer = await sam.client.post<ErrorBody>('/api/objects/upload', request);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

interface Created {
  uploadId: string;
  key: string;
}

async function createMultipart(member: Member, size: number, type = 'image/jpeg'): Promise<Created> {
  const created = await member.client.post<Created>('/api/objects/s3/multipart', { filename: 'big.jpg', type, metadata: { size } });
  expect(created.status, created.text).toBe(200);
  return created.body;
}

function partPath(upload: Created, partNumber?: number): string {
  const base = `/api/objects/s3/multipart/${encodeURIComponent(upload.uploadId)}`;
  return `${base}${partNumber ? `/${partNumber}` : ''}?${new URLSearchParams({ key: upload.key })}`;
}

/** Signs and PUTs one part as the browser does; returns its ETag. */
async function uploadPart(member: Member, upload: Created, partNumber: number, bytes: Buffer): Promise<string> {
  const signed = await member.client.get<{ url: string }>(partPath(upload, partNumber));
  expect(signed.status).toBe(200);
  const put = await fetch(signed.body.url, { method: 'PUT', body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return put.headers.get('etag')!;
}

async function complete(member: Member, upload: Created, parts: { PartNumber: number; ETag: string }[]) {
  return member.client.post<{ location: string; key: string; url: string } & ErrorBody>(
    `/api/objects/s3/multipart/${encodeURIComponent(upload.uploadId)}/complete?${new URLSearchParams({ key: upload.key })}`,
    { parts },
  );
}

describe('multipart photo upload (@uppy/aws-s3 Companion protocol)', () => {
  it('creates, signs parts, lists them for a resume, completes, and serves the exact bytes', async () => {
    const bytes = Buffer.concat([jpegLikeBytes(UPLOAD.minPartBytes), randomBytes(1024 * 1024)]);
    const upload = await createMultipart(sam, bytes.length);
    expect(upload.key).toMatch(new RegExp(`^staging/${sam.id}/[0-9a-f-]{36}$`));

    const first = await uploadPart(sam, upload, 1, bytes.subarray(0, UPLOAD.minPartBytes));
    // A paused upload asks which parts S3 has before it goes on.
    const listed = await sam.client.get<{ PartNumber: number; ETag: string; Size: number }[]>(partPath(upload));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([{ PartNumber: 1, ETag: first, Size: UPLOAD.minPartBytes }]);
    const second = await uploadPart(sam, upload, 2, bytes.subarray(UPLOAD.minPartBytes));

    const done = await complete(sam, upload, [
      { PartNumber: 2, ETag: second },
      { PartNumber: 1, ETag: first },
    ]);
    expect(done.status, done.text).toBe(200);
    const servedKey = upload.key.replace(/^staging\//, 'uploads/');
    expect(done.body).toEqual({ location: `/${servedKey}`, key: servedKey, url: `/${servedKey}` });
    // Checked, then copied to the served key; the staged object is gone.
    expect(await objectExists(upload.key)).toBe(false);
    const photo = await served(done.body.url);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('aborts: the parts are dropped and the upload is gone', async () => {
    const upload = await createMultipart(sam, 2048);
    await uploadPart(sam, upload, 1, jpegLikeBytes(2048));
    const aborted = await sam.client.delete(partPath(upload));
    expect(aborted.status).toBe(204);
    const listed = await sam.client.get<ErrorBody>(partPath(upload));
    expect(listed.status).toBe(404);
    expect(await objectExists(upload.key)).toBe(false);
  });

  it("refuses every call on another member's upload key (403)", async () => {
    const upload = await createMultipart(alex, 2048);
    expect((await sam.client.get<ErrorBody>(partPath(upload, 1))).status).toBe(403);
    expect((await sam.client.get<ErrorBody>(partPath(upload))).status).toBe(403);
    expect((await complete(sam, upload, [{ PartNumber: 1, ETag: '"x"' }])).status).toBe(403);
    expect((await sam.client.delete<ErrorBody>(partPath(upload))).body.message).toBe(PHOTO_UPLOAD_MESSAGES.notYours);
    // Alex's upload still works.
    expect((await alex.client.get(partPath(upload))).status).toBe(200);
  });

  it('signs only the parts the declared size has, each with its exact length', async () => {
    const small = await createMultipart(sam, 2048);
    expect((await sam.client.get(partPath(small, 1))).status).toBe(200);
    const beyond = await sam.client.get<ErrorBody>(partPath(small, 2));
    expect(beyond.status).toBe(400);
    expect(beyond.body.message).toBe(PHOTO_UPLOAD_MESSAGES.badPart);
    const full = await createMultipart(sam, PHOTO_MAX_BYTES);
    expect((await sam.client.get(partPath(full, 2))).status).toBe(200);
    const third = await sam.client.get<ErrorBody>(partPath(full, 3));
    expect(third.status).toBe(400);
    expect(third.body.message).toBe(PHOTO_UPLOAD_MESSAGES.badPart);
  });

  it('refuses a part of another length than the one signed (S3 403), so a photo cannot grow past its declared size', async () => {
    const upload = await createMultipart(sam, PHOTO_MAX_BYTES);
    const signed = await sam.client.get<{ url: string }>(partPath(upload, 2));
    expect(new URL(signed.body.url).searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;host');
    // S3 answers 403 SignatureDoesNotMatch and may close the connection before the body is sent.
    const longer = await fetch(signed.body.url, { method: 'PUT', body: new Uint8Array(PHOTO_MAX_BYTES - UPLOAD.minPartBytes + 1) }).then(
      (answer) => answer.status,
      () => 'connection closed by the bucket',
    );
    expect([403, 'connection closed by the bucket']).toContain(longer);
    expect((await sam.client.get<{ PartNumber: number }[]>(partPath(upload))).body).toEqual([]);
    const exact = await fetch(signed.body.url, { method: 'PUT', body: new Uint8Array(PHOTO_MAX_BYTES - UPLOAD.minPartBytes) });
    expect(exact.status).toBe(200);
  });

  it.each([
    ['a non-image type', { filename: 'a.pdf', type: 'application/pdf', metadata: { size: 100 } }, PHOTO_UPLOAD_MESSAGES.notImage],
    ['more than 10 MB', { filename: 'a.jpg', type: 'image/jpeg', metadata: { size: PHOTO_MAX_BYTES + 1 } }, PHOTO_UPLOAD_MESSAGES.tooLarge],
  ])('refuses to create an upload of %s', async (_case, request, message) => {
    const answer = await sam.client.post<ErrorBody>('/api/objects/s3/multipart', request);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });

  it('deletes an assembled file whose bytes are not the declared image type', async () => {
    const upload = await createMultipart(sam, 64, 'image/png');
    const part = await uploadPart(sam, upload, 1, Buffer.from('<html><body onload="alert(1)"></body></html>'.padEnd(64)));
    const done = await complete(sam, upload, [{ PartNumber: 1, ETag: part }]);
    expect(done.status).toBe(400);
    expect(done.body.message).toBe(PHOTO_UPLOAD_MESSAGES.notWhatItClaims);
    expect(await objectExists(upload.key)).toBe(false);
  });

  it('answers 404 for an upload id the bucket does not know', async () => {
    const upload = { uploadId: randomBytes(16).toString('hex'), key: `staging/${sam.id}/${randomUUID()}` };
    expect((await sam.client.get(partPath(upload))).status).toBe(404);
  });

  it('needs a session', async () => {
    const anonymous = new ApiClient();
    expect((await anonymous.post('/api/objects/s3/multipart', { filename: 'a.jpg', type: 'image/jpeg', metadata: { size: 10 } })).status).toBe(401);
  });
});
