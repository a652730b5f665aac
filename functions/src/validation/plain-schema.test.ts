import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../domain/errors';
import { flag, integer, listOf, mapped, nullish, numeric, objectField, oneOf, optional, optionalFields, optionalInput, plainObject, receivedType, stringParams, text, uuid, withDefault } from './plain-schema';
import { validate } from './validate';
import { answerOf } from './zod-agreement';

describe('stringParams (issue 15: a path id without zod)', () => {
  const params = stringParams(['id']);

  it('passes a short non-empty id through', () => {
    expect(validate(params, { id: 'abc-123' }, 'path')).toEqual({ id: 'abc-123' });
  });

  it('refuses a missing, empty or overlong id with a 400 naming the field', () => {
    for (const input of [{}, { id: '' }, { id: 'x'.repeat(101) }, { id: 5 }, undefined]) {
      let thrown: unknown;
      try {
        validate(params, input, 'path');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(InvalidInputError);
      expect((thrown as InvalidInputError).issues?.[0]?.path).toBe('id');
    }
  });
});

/** Values a JSON body, a path or a query string can carry, and a few more. */
const values: unknown[] = [
  ...[undefined, null, true, false, 0, 1, 5, -1, 0.5, 2 ** 53, -(2 ** 53), 1e300, NaN, Infinity],
  ...['', 'a', 'abc', ' x ', ' AB ', 'abcdefgh', '7', ' 7 ', '1e1', '0x3', '1.5', 'NaN', 'Infinity', '😀😀', '😀😀😀', 'a😀', '\ud83d'],
  ...[[], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4], [1.5], [1.5, 2, 3], ['a'], ['a', 5], [{ g: 1 }], [{ g: 1.5 }, 2]],
  ...[['a', 'a'], ['a', ' a'], ['z', 'z'], ['abc', 'abc'], ['abc', 'z', 'abc'], [5, 5], ['a', 'b', 'c', 'a']],
  ...[{}, { a: 1 }, { g: 1 }, { g: 'x' }, { length: 1 }, { length: 9 }],
];

describe('plain fields answer as their zod twins (issue 15)', () => {
  const cases: [string, { safeParse(input: unknown): never } | z.ZodType, ReturnType<typeof plainObject>][] = [
    ['a bare string', z.object({ f: z.string() }), plainObject({ f: text() })],
    ['a string with a type message, min, max, pattern and refine', z.object({ f: z.string({ error: 'T' }).min(2, 'MIN').max(3, 'MAX').regex(/^a/, 'RE').refine((v) => v !== 'abc', 'REF') }), plainObject({ f: text({ typeMessage: 'T', min: { length: 2, message: 'MIN' }, max: { length: 3, message: 'MAX' }, pattern: { regex: /^a/, message: 'RE' }, refine: { test: (v) => v !== 'abc', message: 'REF' } }) })],
    ['a string with zod\'s own messages', z.object({ f: z.string().min(2).max(3).regex(/^a/) }), plainObject({ f: text({ min: { length: 2 }, max: { length: 3 }, pattern: { regex: /^a/ } }) })],
    ['an integer with messages', z.object({ f: z.number({ error: 'T' }).int('I').min(1, 'MIN').max(10, 'MAX') }), plainObject({ f: integer({ typeMessage: 'T', intMessage: 'I', min: { value: 1, message: 'MIN' }, max: { value: 10, message: 'MAX' } }) })],
    ['an integer with zod\'s own messages', z.object({ f: z.number().int().min(1).max(10) }), plainObject({ f: integer({ min: { value: 1 }, max: { value: 10 } }) })],
    ['an option', z.object({ f: z.enum(['a', 'abc']) }), plainObject({ f: oneOf(['a', 'abc']) })],
    ['an option with a message', z.object({ f: z.enum(['a', 'abc'], { error: 'E' }) }), plainObject({ f: oneOf(['a', 'abc'], 'E') })],
    ['an optional option', z.object({ f: z.enum(['a']).optional() }), plainObject({ f: optional(oneOf(['a'])) })],
    ['a UUID (.uuid(message))', z.object({ f: z.string().uuid('U') }), plainObject({ f: uuid('U') })],
    ['a UUID (z.uuid({ error }))', z.object({ f: z.uuid({ error: 'U' }) }), plainObject({ f: uuid('U', 'U') })],
    ['a cleaned string (trim, lower case) with checks after', z.object({ f: z.string({ error: 'T' }).trim().toLowerCase().min(2, 'MIN').max(3).refine((v) => v !== 'abc', 'REF') }), plainObject({ f: text({ typeMessage: 'T', clean: (v) => v.trim().toLowerCase(), min: { length: 2, message: 'MIN' }, max: { length: 3 }, refine: { test: (v) => v !== 'abc', message: 'REF' } }) })],
    ['a coerced integer with messages', z.object({ f: z.coerce.number({ error: 'T' }).int('I').min(1, 'MIN').max(10, 'MAX') }), plainObject({ f: integer({ coerce: true, typeMessage: 'T', intMessage: 'I', min: { value: 1, message: 'MIN' }, max: { value: 10, message: 'MAX' } }) })],
    ['a coerced integer with a default', z.object({ f: z.coerce.number().int().min(1).max(100).default(50) }), plainObject({ f: withDefault(integer({ coerce: true, min: { value: 1 }, max: { value: 100 } }), 50) })],
    ['a transformed string', z.object({ f: z.string().trim().refine((v) => v.length > 1, 'R').transform((v) => v.toUpperCase()) }), plainObject({ f: mapped(text({ clean: (v) => v.trim(), refine: { test: (v) => v.length > 1, message: 'R' } }), (v) => v.toUpperCase()) })],
    ['a list with messages', z.object({ f: z.array(z.number().int(), { error: 'L' }).min(1, 'MIN').max(2, 'MAX') }), plainObject({ f: listOf(integer(), { typeMessage: 'L', min: { length: 1, message: 'MIN' }, max: { length: 2, message: 'MAX' } }) })],
    ['a list with zod\'s own messages', z.object({ f: z.array(z.string()).min(1).max(2) }), plainObject({ f: listOf(text(), { min: { length: 1 }, max: { length: 2 } }) })],
    ['a list with a type message and zod\'s own length messages', z.object({ f: z.array(z.string(), { error: 'L' }).min(1).max(2) }), plainObject({ f: listOf(text(), { typeMessage: 'L', min: { length: 1 }, max: { length: 2 } }) })],
    ['a list with a refinement', z.object({ f: z.array(z.string().trim().max(2, 'MAX').refine((v) => v !== 'z', 'Z'), { error: 'L' }).max(3, 'N').refine((v) => new Set(v).size === v.length, 'DUP') }), plainObject({ f: listOf(text({ clean: (v) => v.trim(), max: { length: 2, message: 'MAX' }, refine: { test: (v) => v !== 'z', message: 'Z' } }), { typeMessage: 'L', max: { length: 3, message: 'N' }, refine: { test: (v) => new Set(v).size === v.length, message: 'DUP' } }) })],
    ['a nested object with a type message', z.object({ f: z.object({ g: z.number({ error: 'G' }) }, { error: 'O' }) }), plainObject({ f: objectField({ g: integer({ typeMessage: 'G' }) }, { typeMessage: 'O' }) })],
    ['a number with messages and refinements', z.object({ f: z.number({ error: 'T' }).min(0.5, 'MIN').max(2, 'MAX').refine((v) => Number.isInteger(v * 2), 'HALF').refine((v) => v !== 1.5, 'NOT') }), plainObject({ f: numeric({ typeMessage: 'T', min: { value: 0.5, message: 'MIN' }, max: { value: 2, message: 'MAX' }, refine: [{ test: (v) => Number.isInteger(v * 2), message: 'HALF' }, { test: (v) => v !== 1.5, message: 'NOT' }] }) })],
    ['a number with zod\'s own messages, nullish', z.object({ f: z.number().min(-1).max(1).nullish().transform((v) => v ?? null) }), plainObject({ f: mapped(nullish(numeric({ min: { value: -1 }, max: { value: 1 } })), (v) => v ?? null) })],
    ['a list with two refinements', z.object({ f: z.array(z.string(), { error: 'L' }).max(3, 'N').refine((v) => new Set(v).size === v.length, 'DUP').refine((v) => !v.includes('z'), 'Z') }), plainObject({ f: listOf(text(), { typeMessage: 'L', max: { length: 3, message: 'N' }, refine: [{ test: (v) => new Set(v).size === v.length, message: 'DUP' }, { test: (v) => !v.includes('z'), message: 'Z' }] }) })],
    ['a list with a default made per parse', z.object({ f: z.array(z.string()).default(() => []) }), plainObject({ f: withDefault(listOf(text()), () => []) })],
    ['optional fields (a partial object)', z.object({ f: z.object({ g: z.boolean().optional(), h: z.number().int().optional() }).optional() }), plainObject({ f: optional(objectField(optionalFields({ g: flag(), h: integer() }))) })],
  ];
  for (const [name, zodSchema, plain] of cases) {
    it(name, () => {
      for (const value of values) expect(answerOf(plain, { f: value }), JSON.stringify(value)).toStrictEqual(answerOf(zodSchema as z.ZodType, { f: value }));
      expect(answerOf(plain, {})).toStrictEqual(answerOf(zodSchema as z.ZodType, {}));
    });
  }

  it('UUIDs: every version 1-8 with the RFC variant, the nil and max UUIDs, nothing else', () => {
    const zodUuid = z.object({ f: z.string().uuid('U') });
    const plain = plainObject({ f: uuid('U') });
    for (const value of [
      '123e4567-e89b-12d3-a456-426614174000',
      '123E4567-E89B-42D3-B456-426614174000',
      '123e4567-e89b-82d3-a456-426614174000',
      '123e4567-e89b-92d3-a456-426614174000',
      '123e4567-e89b-02d3-a456-426614174000',
      '123e4567-e89b-12d3-c456-426614174000',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      '123e4567e89b12d3a456426614174000',
      ' 123e4567-e89b-12d3-a456-426614174000',
    ]) {
      expect(answerOf(plain, { f: value }), value).toStrictEqual(answerOf(zodUuid, { f: value }));
    }
  });
});

describe('plain objects answer as z.object (issue 15)', () => {
  const zodObject = z.object({ a: z.string().min(1, 'A'), b: z.number({ error: 'B' }).int('B'), c: z.enum(['x']).optional() });
  const plain = plainObject({ a: text({ min: { length: 1, message: 'A' } }), b: integer({ typeMessage: 'B', intMessage: 'B' }), c: optional(oneOf(['x'])) });

  it('refuses what is no object, reports every failing field in order, drops unknown keys', () => {
    for (const input of [undefined, null, 'x', 5, [], {}, { a: '' }, { a: 'ok', b: 1 }, { a: 'ok', b: 1, c: 'x', d: 'dropped' }, { a: 5, b: 0.5, c: 'y' }, { a: 'ok', b: 1, c: undefined }]) {
      expect(answerOf(plain, input), JSON.stringify(input)).toStrictEqual(answerOf(zodObject, input));
    }
  });

  it('strict: refuses unknown keys after the fields, one key or several', () => {
    const zodStrict = z.object({ c: z.enum(['x']).optional() }).strict();
    const plainStrict = plainObject({ c: optional(oneOf(['x'])) }, { strict: true });
    for (const input of [{}, { c: 'x' }, { d: 1 }, { d: 1, e: 2 }, { c: 'y', d: 1 }]) {
      expect(answerOf(plainStrict, input), JSON.stringify(input)).toStrictEqual(answerOf(zodStrict, input));
    }
  });

  it('an optional input: an empty body is no body', () => {
    const zodOptional = z.object({ c: z.enum(['x']).optional() }).strict().optional();
    const plainOptional = optionalInput(plainObject({ c: optional(oneOf(['x'])) }, { strict: true }));
    for (const input of [undefined, {}, { c: 'x' }, { c: 'y' }, null]) {
      expect(answerOf(plainOptional, input), JSON.stringify(input)).toStrictEqual(answerOf(zodOptional, input));
    }
  });

  it('names what it received as zod does', () => {
    expect([undefined, null, [], {}, 'x', 1, NaN, Infinity, -Infinity, true, new Date(0)].map(receivedType)).toEqual([
      'undefined',
      'null',
      'array',
      'object',
      'string',
      'number',
      'NaN',
      'Infinity',
      '-Infinity',
      'boolean',
      'Date',
    ]);
  });

  it('fails through validate as a 400 with the first message and every field', () => {
    let thrown: unknown;
    try {
      validate(plain, { a: '', b: 'x' }, 'body');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(InvalidInputError);
    expect((thrown as InvalidInputError).message).toBe('A');
    expect((thrown as InvalidInputError).issues).toEqual([
      { path: 'a', message: 'A' },
      { path: 'b', message: 'B' },
    ]);
  });
});

describe('withDefault (issue 15)', () => {
  it('calls a function default for each missing value, as zod does, so no two parses share it', () => {
    const schema = plainObject({ f: withDefault(listOf(text()), () => []) });
    const first = schema.safeParse({});
    const second = schema.safeParse({});
    expect(first).toStrictEqual({ success: true, data: { f: [] } });
    expect(first.success && second.success && first.data.f !== second.data.f).toBe(true);
  });
});
