import { describe, expect, it } from 'vitest';
import { responseFromLambdaResult } from './http-response';

describe('responseFromLambdaResult', () => {
  it('answers a bare object 200 with its JSON', () => {
    const response = responseFromLambdaResult({ hello: 'world' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.body.toString()).toBe('{"hello":"world"}');
  });

  it('answers a bare string, array or null with their JSON text', () => {
    expect(responseFromLambdaResult('hi').body.toString()).toBe('"hi"');
    expect(responseFromLambdaResult([1, 2]).body.toString()).toBe('[1,2]');
    expect(responseFromLambdaResult(null).body.toString()).toBe('null');
    expect(responseFromLambdaResult({ body: 'x' }).body.toString()).toBe('{"body":"x"}');
  });

  it('maps a structured result: status, headers, one Set-Cookie per cookie, body', () => {
    const response = responseFromLambdaResult({
      statusCode: 201,
      headers: { 'Content-Type': 'text/plain', 'X-Count': 3, 'Set-Cookie': 'from-header=1' },
      cookies: ['a=1; HttpOnly', 'b=2'],
      body: 'made',
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({ 'content-type': 'text/plain', 'x-count': '3', 'set-cookie': ['from-header=1', 'a=1; HttpOnly', 'b=2'] });
    expect(response.body.toString()).toBe('made');
  });

  it('decodes a base64 body', () => {
    const bytes = Buffer.from([0xff, 0x00, 0xfe]);
    expect(responseFromLambdaResult({ statusCode: 200, body: bytes.toString('base64'), isBase64Encoded: true }).body).toEqual(bytes);
  });

  it('answers an empty body when a structured result has none', () => {
    const response = responseFromLambdaResult({ statusCode: 204 });
    expect(response.statusCode).toBe(204);
    expect(response.body.length).toBe(0);
  });

  it('turns a malformed structured result into 500 Internal Server Error', () => {
    for (const bad of [{ statusCode: 'abc' }, { statusCode: 700 }, { statusCode: 200, body: { a: 1 } }, { statusCode: 200, headers: { x: { y: 1 } } }, { statusCode: 200, cookies: 'a=1' }]) {
      const response = responseFromLambdaResult(bad);
      expect(response.statusCode).toBe(500);
      expect(JSON.parse(response.body.toString())).toEqual({ message: 'Internal Server Error' });
    }
  });
});
