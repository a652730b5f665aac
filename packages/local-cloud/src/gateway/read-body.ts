import type { IncomingMessage } from 'node:http';

/** HTTP API's payload limit: 10 MB. */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

/**
 * The whole request body, or 'too-large' once it passes `limit` bytes. The rest of an oversized
 * body is read and dropped, so the client gets to read the 413 instead of a reset connection.
 */
export function readBody(request: IncomingMessage, limit = MAX_REQUEST_BODY_BYTES): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    function onData(chunk: Buffer): void {
      size += chunk.length;
      if (size > limit) tooLarge();
      else chunks.push(chunk);
    }
    function tooLarge(): void {
      request.removeListener('data', onData);
      request.resume();
      resolve('too-large');
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return tooLarge();
    request.on('data', onData);
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('error', reject);
  });
}
