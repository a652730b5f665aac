import { APIGatewayProxyWebsocketEventSchema } from '@aws-lambda-powertools/parser/schemas';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { buildConnectEvent, buildDisconnectEvent, buildMessageEvent, type ConnectionFacts } from './websocket-events';

/**
 * Powertools' schema merges a WebSocket *authorizer* event (`type`, `methodArn`) with the proxy
 * event and makes every top-level field mandatory. Events recorded from AWS (aws-lambda-go's
 * testdata: apigw-websocket-request-send-message.json, -disconnect.json) carry neither
 * `type`/`methodArn`, nor headers on MESSAGE, nor query fields without a query. So those
 * top-level fields are relaxed to optional; everything else, notably the whole
 * requestContext, is checked exactly as the schema says.
 */
const ProxyWebsocketEventAsAwsSendsIt = APIGatewayProxyWebsocketEventSchema.extend({
  type: z.string().optional(),
  methodArn: z.string().optional(),
  multiValueHeaders: APIGatewayProxyWebsocketEventSchema.shape.multiValueHeaders.optional(),
  queryStringParameters: APIGatewayProxyWebsocketEventSchema.shape.queryStringParameters.optional(),
  multiValueQueryStringParameters: APIGatewayProxyWebsocketEventSchema.shape.multiValueQueryStringParameters.optional(),
});

const connection: ConnectionFacts = {
  connectionId: 'L0SM9cOFvHcCIhw=',
  connectedAt: Date.UTC(2030, 0, 20, 11, 54, 57),
  sourceIp: '127.0.0.1',
  userAgent: 'test-agent',
  domainName: '127.0.0.1:4000',
};
const stamp = { requestId: 'R1knPH17NjMFftw=', nowMs: Date.UTC(2030, 0, 20, 11, 55, 0) };

const handshake = {
  url: '/ws?room=a&room=b&token=t%20x',
  rawHeaders: ['Host', '127.0.0.1:4000', 'Cookie', 'session=abc', 'Sec-WebSocket-Key', 'k==', 'X-Multi', '1', 'X-Multi', '2'],
  localPort: 4000,
};

describe('WebSocket events', () => {
  it('CONNECT: passes the schema and carries the handshake headers with the cookie, in their own case', () => {
    const event = buildConnectEvent(handshake, connection, stamp);
    expect(() => ProxyWebsocketEventAsAwsSendsIt.parse(event)).not.toThrow();
    expect(event.headers).toMatchObject({ Host: '127.0.0.1:4000', Cookie: 'session=abc', 'Sec-WebSocket-Key': 'k==', 'X-Multi': '1,2' });
    expect(event.multiValueHeaders).toMatchObject({ Cookie: ['session=abc'], 'X-Multi': ['1', '2'], 'X-Forwarded-For': ['127.0.0.1'] });
    expect(event.queryStringParameters).toEqual({ room: 'b', token: 't x' });
    expect(event.multiValueQueryStringParameters).toEqual({ room: ['a', 'b'], token: ['t x'] });
    expect(event.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      connectionId: 'L0SM9cOFvHcCIhw=',
      connectedAt: connection.connectedAt,
      requestTimeEpoch: stamp.nowMs,
      requestTime: '20/Jan/2030:11:55:00 +0000',
      messageDirection: 'IN',
      identity: { sourceIp: '127.0.0.1', userAgent: 'test-agent' },
    });
  });

  it('CONNECT without a query has no query fields', () => {
    const event = buildConnectEvent({ ...handshake, url: '/ws' }, connection, stamp);
    expect(() => ProxyWebsocketEventAsAwsSendsIt.parse(event)).not.toThrow();
    expect(event).not.toHaveProperty('queryStringParameters');
  });

  it("DISCONNECT: passes the schema, has AWS's fixed headers (no cookie) and the close code", () => {
    const event = buildDisconnectEvent(connection, stamp, { statusCode: 1001, reason: 'going away' });
    expect(() => ProxyWebsocketEventAsAwsSendsIt.parse(event)).not.toThrow();
    expect(Object.keys(event.headers!)).toEqual(['Host', 'x-api-key', 'X-Forwarded-For', 'x-restapi']);
    expect(event.requestContext).toMatchObject({ routeKey: '$disconnect', eventType: 'DISCONNECT', disconnectStatusCode: 1001, disconnectReason: 'going away' });
  });

  it('MESSAGE: passes the schema and has only requestContext, body and isBase64Encoded', () => {
    const event = buildMessageEvent(connection, { ...stamp, messageId: 'R1knPc2ntjMCFIA=' }, { data: Buffer.from('{"a":1}'), isBinary: false });
    expect(() => ProxyWebsocketEventAsAwsSendsIt.parse(event)).not.toThrow();
    expect(Object.keys(event).sort()).toEqual(['body', 'isBase64Encoded', 'requestContext']);
    expect(event.body).toBe('{"a":1}');
    expect(event.requestContext).toMatchObject({ routeKey: '$default', eventType: 'MESSAGE', messageId: 'R1knPc2ntjMCFIA=' });
  });

  it('MESSAGE: a binary frame arrives base64-encoded', () => {
    const event = buildMessageEvent(connection, { ...stamp, messageId: 'm' }, { data: Buffer.from([0xff, 0x01]), isBinary: true });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body!, 'base64')).toEqual(Buffer.from([0xff, 0x01]));
  });
});
