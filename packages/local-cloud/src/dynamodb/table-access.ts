import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { familyOfPartitionKey, tableAccess } from '@worknest/functions/config/table-access';
import type { Resource } from '@worknest/functions/routes';
import { tableDefinition } from '@worknest/functions/store/table-definition';
import type { LogEvent } from '../log-event';

/**
 * The local stand-in for the functions' IAM grants on the table (issue 14, item 10): DynamoDB
 * Local checks no permission, so every function of the local cloud talks to it through this
 * proxy, on a path that names the function's handler (`/fn/http~auth~verify/read|write`). Like the
 * deployed grant (infra/lib/constructs/resource-grants.ts), a request is refused with
 * AccessDeniedException when an item's partition key (an index's, for a Query on it) is outside
 * the handler's key families (functions/src/config/table-access.ts), when a read-only function
 * writes, or when anything scans. So the integration and browser tests prove that the declared
 * families cover what the code really touches, items found through an index included.
 */

const READ_ACTIONS = new Set(['GetItem', 'BatchGetItem', 'Query', 'TransactGetItems']);
const WRITE_ACTIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

type AttributeValue = { S?: string };
type Item = Record<string, AttributeValue | undefined>;

interface TableRequest {
  Key?: Item;
  Item?: Item;
  IndexName?: string;
  KeyConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Item;
  RequestItems?: Record<string, Array<{ PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }> | { Keys: Item[] }>;
  TransactItems?: Array<Record<string, { Key?: Item; Item?: Item } | undefined>>;
}

export type AccessDecision = { allowed: true } | { allowed: false; reason: string };

/** The partition-key values a request touches (what `dynamodb:LeadingKeys` holds), or a reason it has none. */
export function leadingKeysOf(action: string, request: TableRequest): string[] | { unknown: string } {
  const pk = (item: Item | undefined) => item?.[tableDefinition.partitionKey]?.S;
  const values: Array<string | undefined> = [];
  switch (action) {
    case 'GetItem':
    case 'UpdateItem':
    case 'DeleteItem':
      values.push(pk(request.Key));
      break;
    case 'PutItem':
      values.push(pk(request.Item));
      break;
    case 'Query': {
      const attribute = request.IndexName
        ? tableDefinition.globalSecondaryIndexes.find((index) => index.indexName === request.IndexName)?.partitionKey
        : tableDefinition.partitionKey;
      if (!attribute) return { unknown: `unknown index ${request.IndexName}` };
      values.push(partitionValueOfQuery(request, attribute));
      break;
    }
    case 'BatchGetItem':
      for (const entry of Object.values(request.RequestItems ?? {})) for (const key of (entry as { Keys: Item[] }).Keys ?? []) values.push(pk(key));
      break;
    case 'BatchWriteItem':
      for (const entry of Object.values(request.RequestItems ?? {})) {
        for (const write of entry as Array<{ PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }>) values.push(pk(write.PutRequest?.Item ?? write.DeleteRequest?.Key));
      }
      break;
    case 'TransactGetItems':
    case 'TransactWriteItems':
      for (const item of request.TransactItems ?? []) {
        for (const operation of Object.values(item)) values.push(pk(operation?.Key ?? operation?.Item));
      }
      break;
    default:
      return { unknown: `${action} is not granted to any function` };
  }
  if (values.some((value) => value === undefined)) return { unknown: `${action} without a string partition key` };
  return values as string[];
}

/** `#pk = :pk AND …` → the value compared to the partition attribute. */
function partitionValueOfQuery(request: TableRequest, attribute: string): string | undefined {
  const names = request.ExpressionAttributeNames ?? {};
  for (const match of (request.KeyConditionExpression ?? '').matchAll(/([#\w]+)\s*=\s*(:\w+)/g)) {
    const name = match[1]!.startsWith('#') ? names[match[1]!] : match[1];
    if (name === attribute) return request.ExpressionAttributeValues?.[match[2]!]?.S;
  }
  return undefined;
}

/** What IAM would answer for this request of a function with these grants. */
export function decideTableAccess(action: string, request: TableRequest, grant: { families: readonly string[] | undefined; write: boolean }): AccessDecision {
  if (!grant.families) return { allowed: false, reason: 'the handler declares no key families (functions/src/config/table-access.ts)' };
  if (!READ_ACTIONS.has(action) && !WRITE_ACTIONS.has(action)) return { allowed: false, reason: `dynamodb:${action} is granted to no function` };
  if (WRITE_ACTIONS.has(action) && !grant.write) return { allowed: false, reason: `dynamodb:${action} needs table:write` };
  const leading = leadingKeysOf(action, request);
  if (!Array.isArray(leading)) return { allowed: false, reason: leading.unknown };
  const outside = leading.filter((value) => !grant.families!.includes(familyOfPartitionKey(value)));
  if (outside.length) return { allowed: false, reason: `dynamodb:LeadingKeys ${outside.map((value) => familyOfPartitionKey(value)).join(', ')} outside [${grant.families.join(', ')}]` };
  return { allowed: true };
}

/**
 * A crash to inject (issue 33's outbox tests): the next `count` requests of `handler` with this
 * action on a partition key starting with `keyPrefix` are never forwarded; `onFault` (the local
 * cloud kills the function's instances) runs instead, as if the function died right before the call.
 */
export interface TableFault {
  handler: string;
  action: string;
  keyPrefix: string;
  count: number;
}

export interface TableAccessProxy {
  /** AWS_ENDPOINT_URL_DYNAMODB for a function: the proxy, on a path naming its handler and grant. */
  endpointFor(handler: string, resources: readonly Resource[]): string;
  /** Arms a fault (test mode); replaces one armed for the same handler and action. */
  armFault(fault: TableFault): void;
  close(): Promise<void>;
}

export async function startTableAccessProxy(options: { target: string; log?: LogEvent; onFault?: (handler: string) => void }): Promise<TableAccessProxy> {
  const target = new URL(options.target);
  const faults: TableFault[] = [];
  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      options.log?.({ part: 'dynamodb', event: 'table-access-proxy-error', level: 'error', errorMessage: (error as Error).message });
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const match = /^\/fn\/([^/]+)\/(read|write)\/?$/.exec((request.url ?? '/').split('?')[0]!);
    const action = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    if (match) {
      const handler = match[1]!.replaceAll('~', '/');
      const decision = decideTableAccess(action, JSON.parse(body.toString('utf8') || '{}') as TableRequest, {
        families: tableAccess[handler],
        write: match[2] === 'write',
      });
      const request_ = JSON.parse(body.toString('utf8') || '{}') as TableRequest;
      const leading = leadingKeysOf(action, request_);
      const fault = faults.find(
        (armed) => armed.count > 0 && armed.handler === handler && armed.action === action && Array.isArray(leading) && leading.some((key) => key.startsWith(armed.keyPrefix)),
      );
      if (fault) {
        fault.count -= 1;
        options.log?.({ part: 'dynamodb', event: 'table-fault-injected', handler, action });
        options.onFault?.(handler);
        request.socket.destroy();
        return;
      }
      if (!decision.allowed) {
        options.log?.({ part: 'dynamodb', event: 'table-access-denied', level: 'error', handler, action, reason: decision.reason });
        const message = `User: local/${handler} is not authorized to perform: dynamodb:${action} because no identity-based policy allows it (${decision.reason})`;
        response.writeHead(400, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': 'AccessDeniedException' });
        response.end(JSON.stringify({ __type: 'com.amazon.coral.service#AccessDeniedException', message, Message: message }));
        return;
      }
    }
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: '/', headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502).end(String(error.message));
    });
    forwarded.end(body);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    armFault: (fault) => {
      const index = faults.findIndex((armed) => armed.handler === fault.handler && armed.action === fault.action);
      if (index >= 0) faults.splice(index, 1);
      faults.push({ ...fault });
    },
    endpointFor: (handler, resources) => `${url}/fn/${handler.replaceAll('/', '~')}/${resources.includes('table:write') ? 'write' : 'read'}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
