import type { PendingPart } from './pending-uploads';

/** S3's XML bodies, in the shapes the AWS SDK v3 deserializers read. */

const NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
/** s3rver's hard-coded account (lib/models/account.js), so owners look the same in every response. */
const OWNER = { id: '123456789000', displayName: 'S3rver' };

export function errorXml(code: string, message: string, detail: Record<string, string>, requestId: string): string {
  const fields = Object.entries(detail)
    .map(([name, value]) => element(name, value))
    .join('');
  return xml(`<Error>${element('Code', code)}${element('Message', message)}${fields}${element('RequestId', requestId)}</Error>`);
}

export interface ListPartsPage {
  bucket: string;
  key: string;
  uploadId: string;
  partNumberMarker: number;
  maxParts: number;
  parts: PendingPart[];
  isTruncated: boolean;
}

export function listPartsXml(page: ListPartsPage): string {
  const owner = `${element('ID', OWNER.id)}${element('DisplayName', OWNER.displayName)}`;
  const last = page.parts.at(-1);
  const parts = page.parts
    .map(
      (part) =>
        `<Part>${element('PartNumber', String(part.partNumber))}${element('LastModified', part.lastModified.toISOString())}` +
        `${element('ETag', part.etag)}${element('Size', String(part.size))}</Part>`,
    )
    .join('');
  return xml(
    `<ListPartsResult xmlns="${NAMESPACE}">` +
      element('Bucket', page.bucket) +
      element('Key', page.key) +
      element('UploadId', page.uploadId) +
      `<Initiator>${owner}</Initiator><Owner>${owner}</Owner>` +
      element('StorageClass', 'STANDARD') +
      element('PartNumberMarker', String(page.partNumberMarker)) +
      element('NextPartNumberMarker', String(last?.partNumber ?? page.partNumberMarker)) +
      element('MaxParts', String(page.maxParts)) +
      element('IsTruncated', String(page.isTruncated)) +
      parts +
      '</ListPartsResult>',
  );
}

function xml(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

function element(name: string, value: string): string {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
