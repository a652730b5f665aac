import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reads s3rver's pending multipart uploads from disk. s3rver 3.7 (lib/stores/filesystem.js) keeps
 * each one in `<directory>/<bucket>/._S3rver_uploads/<uploadId>/` with a `key` file, a `metadata`
 * file (the initiating request's headers), and per part `<n>` (the bytes) and `<n>.md5` (hex MD5,
 * written after the bytes, so a part without it is still being received).
 */

export interface PendingPart {
  partNumber: number;
  etag: string;
  size: number;
  lastModified: Date;
}

export interface PendingUpload {
  key: string;
  initiated: Date;
}

/** s3rver makes ids from crypto.randomBytes(16).toString('hex'); anything else cannot be one (and must not reach a path). */
const UPLOAD_ID = /^[0-9a-f]{8,64}$/;

export class PendingUploads {
  constructor(private readonly directory: string) {}

  async find(bucket: string, uploadId: string): Promise<PendingUpload | undefined> {
    const dir = this.uploadDir(bucket, uploadId);
    if (!dir) return undefined;
    try {
      const [key, info] = await Promise.all([readFile(join(dir, 'key'), 'utf8'), stat(join(dir, 'key'))]);
      return { key, initiated: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Completed parts in part-number order. */
  async parts(bucket: string, uploadId: string): Promise<PendingPart[]> {
    const dir = this.uploadDir(bucket, uploadId);
    if (!dir) return [];
    const names = await readdir(dir);
    const numbers = names
      .filter((name) => /^\d+\.md5$/.test(name))
      .map((name) => Number(name.slice(0, -'.md5'.length)))
      .sort((a, b) => a - b);
    return Promise.all(
      numbers.map(async (partNumber) => {
        const [md5, info] = await Promise.all([
          readFile(join(dir, `${partNumber}.md5`), 'utf8'),
          stat(join(dir, String(partNumber))),
        ]);
        return { partNumber, etag: `"${md5.trim()}"`, size: info.size, lastModified: info.mtime };
      }),
    );
  }

  /** Deletes the upload and its parts, as AbortMultipartUpload does. */
  async remove(bucket: string, uploadId: string): Promise<void> {
    const dir = this.uploadDir(bucket, uploadId);
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  async bucketExists(bucket: string): Promise<boolean> {
    if (!isSafeName(bucket)) return false;
    try {
      return (await stat(join(this.directory, bucket))).isDirectory();
    } catch {
      return false;
    }
  }

  private uploadDir(bucket: string, uploadId: string): string | undefined {
    if (!isSafeName(bucket) || !UPLOAD_ID.test(uploadId)) return undefined;
    return join(this.directory, bucket, '._S3rver_uploads', uploadId);
  }
}

function isSafeName(bucket: string): boolean {
  return /^[a-z0-9][a-z0-9.-]{1,62}$/.test(bucket) && !bucket.includes('..');
}
