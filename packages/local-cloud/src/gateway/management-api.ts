import type { IncomingMessage } from 'node:http';
import type { GatewayResponse } from './http-response';
import { readBody } from './read-body';
import { safeDecode } from './route-matching';
import { MAX_MESSAGE_BYTES, type WebSocketApi } from './websocket-api';

/**
 * The API Gateway Management API, as `ApiGatewayManagementApiClient({ endpoint: gatewayUrl })`
 * calls it: `POST|GET|DELETE /@connections/{connectionId}` (the id URL-encoded). Errors carry
 * `x-amzn-errortype`, which is what the SDK reads to raise `GoneException` and friends.
 * Signatures are not checked.
 */

export const CONNECTIONS_PREFIX = '/@connections/';

export async function handleManagementRequest(request: IncomingMessage, rawPath: string, sockets: WebSocketApi): Promise<GatewayResponse> {
  const encodedId = rawPath.slice(CONNECTIONS_PREFIX.length);
  if (!rawPath.startsWith(CONNECTIONS_PREFIX) || encodedId === '' || encodedId.includes('/')) {
    return awsError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
  const connectionId = safeDecode(encodedId);

  switch (request.method) {
    case 'POST': {
      const data = await readBody(request, MAX_MESSAGE_BYTES);
      if (data === 'too-large') return awsError(413, 'PayloadTooLargeException', 'Message too long');
      return sockets.postToConnection(connectionId, data) ? empty(200) : gone();
    }
    case 'GET': {
      const info = sockets.connectionInfo(connectionId);
      if (!info) return gone();
      // The wire names are the model's jsonNames (lower camel case); the SDK maps them to ConnectedAt etc.
      return json(200, {
        connectedAt: new Date(info.connectedAt).toISOString(),
        identity: { sourceIp: info.sourceIp, userAgent: info.userAgent },
        lastActiveAt: new Date(info.lastActiveAt).toISOString(),
      });
    }
    case 'DELETE':
      return sockets.deleteConnection(connectionId) ? empty(204) : gone();
    default:
      return awsError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
}

function gone(): GatewayResponse {
  return awsError(410, 'GoneException', null);
}

function awsError(statusCode: number, errorType: string, message: string | null): GatewayResponse {
  const response = json(statusCode, { message });
  response.headers['x-amzn-errortype'] = errorType;
  return response;
}

function json(statusCode: number, value: unknown): GatewayResponse {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(value)) };
}

function empty(statusCode: number): GatewayResponse {
  return { statusCode, headers: {}, body: Buffer.alloc(0) };
}
