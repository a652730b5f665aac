import { describe, expect, it } from 'vitest';
import { connectDecision } from './websocket-api';

describe('connectDecision ($connect result → handshake)', () => {
  it('accepts a 2xx result and a result without statusCode', () => {
    expect(connectDecision({ ok: true, result: { statusCode: 200 } })).toEqual({ accept: true });
    expect(connectDecision({ ok: true, result: { statusCode: 204 } })).toEqual({ accept: true });
    expect(connectDecision({ ok: true, result: null })).toEqual({ accept: true });
  });

  it('refuses with the status and body of a non-2xx result', () => {
    expect(connectDecision({ ok: true, result: { statusCode: 401, body: '{"message":"Unauthorized"}' } })).toEqual({
      accept: false,
      statusCode: 401,
      body: '{"message":"Unauthorized"}',
    });
  });

  it('refuses with 500 when the function failed or answered nonsense', () => {
    expect(connectDecision({ ok: false, reason: 'timeout' })).toMatchObject({ accept: false, statusCode: 500 });
    expect(connectDecision({ ok: true, result: { statusCode: 'yes' } })).toMatchObject({ accept: false, statusCode: 500 });
  });

  it('passes on the subprotocol the function chose', () => {
    const result = { statusCode: 200, headers: { 'Sec-WebSocket-Protocol': 'chat.v1' } };
    expect(connectDecision({ ok: true, result })).toEqual({ accept: true, protocol: 'chat.v1' });
  });
});
