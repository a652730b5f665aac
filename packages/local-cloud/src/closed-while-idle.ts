import type { ClientRequest } from 'node:http';

/**
 * The request went out on a kept-alive socket that the server closed meanwhile: nothing reached
 * the server, so a request without a body may be sent again once (Node's documented pattern for
 * `request.reusedSocket`). Used by the bucket front and the gateway's /uploads/*.
 */
export function closedWhileIdle(request: ClientRequest, error: NodeJS.ErrnoException): boolean {
  return request.reusedSocket && (error.code === 'ECONNRESET' || error.message === 'socket hang up');
}
