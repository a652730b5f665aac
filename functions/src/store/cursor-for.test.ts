import { describe, expect, it } from 'vitest';
import { encodeCursor } from './conditional';
import { cursorFor } from './cursor-for';

const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const gsiKey = { pk: 'LISTING#1', sk: 'LISTING', gsi1pk: 'COMPANY#acme.test#LISTINGS', gsi1sk: '2026-01-01#1' };

describe('cursorFor (issue 14: every cursor validated fully)', () => {
  it('gives back a genuine cursor of the partition, table or index', () => {
    expect(cursorFor(encodeCursor(gsiKey)!, 'gsi1pk', gsiKey.gsi1pk)).toEqual(gsiKey);
    expect(cursorFor(encodeCursor({ pk: 'CONV#1', sk: 'MSG#2' })!, 'pk', 'CONV#1')).toEqual({ pk: 'CONV#1', sk: 'MSG#2' });
    expect(cursorFor(undefined, 'pk', 'x')).toBeUndefined();
  });

  it.each([
    ['another partition', { ...gsiKey, gsi1pk: 'COMPANY#other.test#LISTINGS' }],
    ['a number where a key is a string', { ...gsiKey, gsi1sk: 5 }],
    ['an object as the table key', { ...gsiKey, pk: { S: 'LISTING#1' } }],
    ['a list as the sort key', { ...gsiKey, sk: ['LISTING'] }],
    ['null', { ...gsiKey, sk: null }],
    ['an empty string', { ...gsiKey, gsi1sk: '' }],
    ['a missing index sort key', { pk: gsiKey.pk, sk: gsiKey.sk, gsi1pk: gsiKey.gsi1pk }],
    ['an extra attribute', { ...gsiKey, gsi2pk: 'x' }],
    ['another index’s key', { pk: gsiKey.pk, sk: gsiKey.sk, gsi1pk: gsiKey.gsi1pk, gsi2sk: 'x' }],
    ['a value longer than a key can be', { ...gsiKey, gsi1sk: 'x'.repeat(3000) }],
    ['an array', [gsiKey]],
    ['a number', 42],
  ])('refuses a forged cursor with %s (400, never a failing query)', (_name, key) => {
    expect(() => cursorFor(forged(key), 'gsi1pk', gsiKey.gsi1pk)).toThrow(expect.objectContaining({ name: 'InvalidInputError', code: 'invalid_cursor' }));
  });

  it('refuses garbage and an unknown key attribute', () => {
    expect(() => cursorFor('not-json', 'gsi1pk', 'x')).toThrow(/Invalid page cursor/);
    expect(() => cursorFor(encodeCursor(gsiKey)!, 'gsi9pk', gsiKey.gsi1pk)).toThrow(/Invalid page cursor/);
  });
});
