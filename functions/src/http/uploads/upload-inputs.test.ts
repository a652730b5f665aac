import { PHOTO_MAX_BYTES } from '@worknest/shared/constants';
import { multipartCompleteRequestSchema, multipartCreateRequestSchema, partNumberField, photoUploadRequestSchema, PHOTO_MAX_PARTS, uploadKeyField } from '@worknest/shared/photo-upload';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../validation/zod-agreement';
import { keyQuery, multipartCompleteBody, multipartCreateBody, partParams, photoUploadBody, uploadIdParams } from './upload-inputs';

/** The zod twins of the path and query checks, as multipart-params.ts built them before issue 15. */
const zodUploadIdParams = z.object({ uploadId: z.string().min(1).max(1024) });
const zodPartParams = zodUploadIdParams.extend({ partNumber: partNumberField });
const zodKeyQuery = z.object({ key: uploadKeyField });

const key = 'staging/123e4567-e89b-42d3-a456-426614174000/123e4567-e89b-42d3-a456-426614174001';
const sizes: unknown[] = [undefined, null, 0, 1, PHOTO_MAX_BYTES, PHOTO_MAX_BYTES + 1, 1.5, -3, '2048', ' 12 ', '', 'abc', '1e3', 2 ** 53, true, [], [7]];
const types: unknown[] = [undefined, 5, '', 'image/jpeg', ' IMAGE/PNG ', 'image/svg+xml', 'text/html', ['image/jpeg']];
const names: unknown[] = [undefined, '', '   ', 'a.jpg', ' a.jpg ', 'x'.repeat(255), 'x'.repeat(256), ` ${'x'.repeat(255)} `, 5, ['a']];

describe('the upload routes\' plain inputs answer as their zod schemas (issue 15)', () => {
  it('POST /api/objects/upload', () => {
    const valid = { filename: 'a.jpg', contentType: 'image/jpeg', size: 2048 };
    for (const filename of names) expect(answerOf(photoUploadBody, { ...valid, filename })).toStrictEqual(answerOf(photoUploadRequestSchema, { ...valid, filename }));
    for (const contentType of types) expect(answerOf(photoUploadBody, { ...valid, contentType })).toStrictEqual(answerOf(photoUploadRequestSchema, { ...valid, contentType }));
    for (const size of sizes) expect(answerOf(photoUploadBody, { ...valid, size }), JSON.stringify(size)).toStrictEqual(answerOf(photoUploadRequestSchema, { ...valid, size }));
    for (const body of [undefined, {}, { ...valid, extra: 1 }, { filename: '', contentType: 'x', size: 0 }]) {
      expect(answerOf(photoUploadBody, body)).toStrictEqual(answerOf(photoUploadRequestSchema, body));
    }
  });

  it('POST /api/objects/s3/multipart', () => {
    const valid = { filename: 'a.jpg', type: 'image/webp', metadata: { size: 10 } };
    for (const filename of names) expect(answerOf(multipartCreateBody, { ...valid, filename })).toStrictEqual(answerOf(multipartCreateRequestSchema, { ...valid, filename }));
    for (const type of types) expect(answerOf(multipartCreateBody, { ...valid, type })).toStrictEqual(answerOf(multipartCreateRequestSchema, { ...valid, type }));
    for (const size of sizes) expect(answerOf(multipartCreateBody, { ...valid, metadata: { size } })).toStrictEqual(answerOf(multipartCreateRequestSchema, { ...valid, metadata: { size } }));
    for (const metadata of [undefined, null, 'x', [], {}, { size: 1, other: 'dropped' }]) {
      expect(answerOf(multipartCreateBody, { ...valid, metadata }), JSON.stringify(metadata)).toStrictEqual(answerOf(multipartCreateRequestSchema, { ...valid, metadata }));
    }
    expect(answerOf(multipartCreateBody, {})).toStrictEqual(answerOf(multipartCreateRequestSchema, {}));
  });

  it('POST /api/objects/s3/multipart/{uploadId}/complete', () => {
    const part = (PartNumber: unknown, ETag: unknown = '"etag"') => ({ PartNumber, ETag });
    for (const parts of [
      undefined,
      null,
      'x',
      [],
      [part(1)],
      [part(1), part(2)],
      Array.from({ length: PHOTO_MAX_PARTS }, (_, i) => part(i + 1)),
      Array.from({ length: PHOTO_MAX_PARTS + 1 }, (_, i) => part(i + 1)),
      Array.from({ length: PHOTO_MAX_PARTS + 1 }, () => part(1.5)),
      [part(0)],
      [part(1.5)],
      [part(1.5), part('x')],
      [part('2')],
      [part(PHOTO_MAX_PARTS + 1)],
      [part(1, '')],
      [part(1, 'x'.repeat(201))],
      [part(1, 5)],
      [part(1, undefined)],
      [{ PartNumber: 1, ETag: 'e', extra: true }],
      [null],
      [5, 'x'],
    ]) {
      expect(answerOf(multipartCompleteBody, { parts }), JSON.stringify(parts)).toStrictEqual(answerOf(multipartCompleteRequestSchema, { parts }));
    }
    expect(answerOf(multipartCompleteBody, {})).toStrictEqual(answerOf(multipartCompleteRequestSchema, {}));
  });

  it('{uploadId}, {partNumber} and ?key=', () => {
    for (const uploadId of [undefined, '', 'u1', 'x'.repeat(1024), 'x'.repeat(1025)]) {
      expect(answerOf(uploadIdParams, { uploadId })).toStrictEqual(answerOf(zodUploadIdParams, { uploadId }));
      for (const partNumber of ['1', '0', String(PHOTO_MAX_PARTS), String(PHOTO_MAX_PARTS + 1), '1.5', 'x', '', undefined, ' 2 ']) {
        expect(answerOf(partParams, { uploadId, partNumber }), `${uploadId} ${partNumber}`).toStrictEqual(answerOf(zodPartParams, { uploadId, partNumber }));
      }
    }
    for (const value of [undefined, '', key, `${key}x`, key.toUpperCase(), 'photos/x', 5]) {
      expect(answerOf(keyQuery, { key: value })).toStrictEqual(answerOf(zodKeyQuery, { key: value }));
    }
  });
});
