import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { ENV, requireEnv } from '../config/function-environment';

let client: ApiGatewayManagementApiClient | undefined;

function managementClient(): ApiGatewayManagementApiClient {
  client ??= new ApiGatewayManagementApiClient({ endpoint: requireEnv(ENV.socketsEndpoint) });
  return client;
}

/** Pushes JSON to one open socket. Returns false when the socket is gone (410), so callers can forget it. */
export async function postToConnection(connectionId: string, data: unknown): Promise<boolean> {
  try {
    await managementClient().send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(data)) }),
    );
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return false;
    throw error;
  }
}
