import { canonicalMailbox, isWorkEmail } from '@worknest/shared/email';
import { pluralNoun } from '@worknest/shared/plural';

/**
 * A validator with the part of zod's `safeParse` answer the handler kit reads, for inputs simple
 * enough to check by hand: a path id, or a body of a few strings, numbers, options and short
 * lists. A route whose inputs are all checked this way loads no zod at all (issue 15: zod is about
 * 85 KB of a bundle and about a tenth of a table-reading function's cold start). Each plain schema
 * keeps the rules and the messages of the zod schema it stands for, in zod's order, down to zod's
 * own messages where the schema gives none (the unit tests next to each one compare both answers
 * on the same samples). Use zod for anything more than that.
 */
export interface PlainSchema<T> {
  /** Type only: what a successful parse gives. */
  readonly '~plainOutput'?: T;
  safeParse(input: unknown): PlainResult<T>;
}

export interface PlainIssue {
  path: PropertyKey[];
  message: string;
  /**
   * How the issue weighs on the checks around it, as zod's `continue`: `soft` (a failed check:
   * min, max, pattern, refine) lets every later check run; `abort` (a fraction where an integer
   * goes, an over-long list) stops even the length checks; neither (a wrong type, a wrong option)
   * stops the refinements of the list or object around it.
   */
  soft?: true;
  abort?: true;
}

export type PlainResult<T> = { success: true; data: T } | { success: false; error: { issues: PlainIssue[] } };

/**
 * One value: what to keep, or every issue of the rules it breaks (paths relative to it), in zod's
 * order, with the value as checked when every issue is soft (a list's refinement still sees it).
 */
export type FieldRule<T> = (value: unknown) => { value: T } | { issues: PlainIssue[]; checked?: unknown; halted?: true };

/** A rule made by `optional()`: its key may be left out of the output, as with zod's `.optional()`. */
export type OptionalRule<T> = FieldRule<T | undefined> & { readonly optionalKey: true };

type RuleOutput<R> = R extends FieldRule<infer T> ? T : never;
type OptionalKeys<S> = { [K in keyof S]: S[K] extends { optionalKey: true } ? K : never }[keyof S];
/**
 * zod's object output type: the key of an `optional()` field is optional (a transform after it
 * makes it required, possibly undefined, as in zod's types). At run time, as in zod, a key the
 * input leaves out and whose value is undefined is left out.
 */
export type PlainObjectOutput<S> = { [K in Exclude<keyof S, OptionalKeys<S>>]: RuleOutput<S[K]> } & { [K in OptionalKeys<S>]?: RuleOutput<S[K]> };

function failed(messages: string[]): { issues: PlainIssue[] } {
  return { issues: messages.map((message) => ({ path: [], message })) };
}

/** Issues of failed checks after a value passed its type: later checks still run (zod's `continue: true`). */
function softly(messages: string[], checked: unknown): { issues: PlainIssue[]; checked: unknown } {
  return { issues: messages.map((message) => ({ path: [], message, soft: true as const })), checked };
}

/** Strings are measured in Unicode code points, as zod does (a surrogate pair is one character). */
function codePoints(value: string): number {
  let count = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    if ((value.charCodeAt(i) & 0xfc00) === 0xd800 && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** zod's name of what it received, in its "Invalid input: expected …, received …" message. */
export function receivedType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value) as object | null;
    if (prototype !== Object.prototype && prototype !== null && 'constructor' in value && value.constructor) return (value.constructor as { name: string }).name;
  }
  return typeof value;
}

function typeMessage(expected: string, value: unknown): string {
  return `Invalid input: expected ${expected}, received ${receivedType(value)}`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How an object is checked besides its fields. */
export interface ObjectRules<S> {
  /** Refuse unknown keys (`.strict()`) instead of dropping them. */
  strict?: boolean;
  /** The message when the value is no object (`z.object(shape, { error })`). */
  typeMessage?: string;
  /**
   * A rule between fields (`.refine(test, { message, path })`): as in zod, it runs when every
   * issue so far is soft, on the fields as checked.
   */
  refine?: { test: (data: PlainObjectOutput<S>) => boolean; message: string; path?: PropertyKey[] };
  /** Rules between fields that may each add an issue (`.superRefine`), under the same condition as `refine`. */
  superRefine?: (data: PlainObjectOutput<S>) => { path: PropertyKey[]; message: string }[];
}

/** The fields of an object as `z.object(shape)` parses them: every field checked, unknown keys dropped or refused. */
function objectRule<S extends Record<string, FieldRule<unknown>>>(shape: S, options: ObjectRules<S>): FieldRule<PlainObjectOutput<S>> {
  const names = Object.keys(shape);
  return (input) => {
    if (!isPlainObject(input)) return failed([options.typeMessage ?? typeMessage('object', input)]);
    const data: Record<string, unknown> = {};
    const issues: PlainIssue[] = [];
    for (const name of names) {
      const result = shape[name]!(input[name]);
      // As in zod, a field that failed keeps its value in the object (as checked, else as given) for the rules between fields.
      const value = 'issues' in result ? ('checked' in result ? result.checked : input[name]) : result.value;
      if ('issues' in result) for (const issue of result.issues) issues.push({ ...issue, path: [name, ...issue.path] });
      if (value !== undefined || name in input) data[name] = value;
    }
    if (options.strict) {
      const unknown = Object.keys(input).filter((key) => !(key in shape));
      if (unknown.length) issues.push({ path: [], message: `Unrecognized ${pluralNoun(unknown.length, 'key')}: ${unknown.map((key) => `"${key}"`).join(', ')}` });
    }
    const { refine } = options;
    if (refine && issues.every((issue) => issue.soft) && !refine.test(data as PlainObjectOutput<S>)) issues.push({ path: refine.path ?? [], message: refine.message, soft: true });
    if (options.superRefine && issues.every((issue) => issue.soft)) {
      for (const found of options.superRefine(data as PlainObjectOutput<S>)) issues.push({ ...found, soft: true });
    }
    return issues.length ? { issues, checked: data } : { value: data as PlainObjectOutput<S> };
  };
}

/**
 * A schema of a whole input (body, query or path) from a rule: for an object with a transform
 * after it (`z.object(shape).transform(fn)` is `schemaOf(mapped(objectField(shape), fn))`).
 */
export function schemaOf<T>(rule: FieldRule<T>): PlainSchema<T> {
  return {
    safeParse(input) {
      const result = rule(input);
      return 'issues' in result ? { success: false, error: { issues: result.issues } } : { success: true, data: result.value };
    },
  };
}

/**
 * An object of the given fields, as `z.object(shape)`: unknown keys are dropped (or refused with
 * `strict`, as `.strict()`), every field is checked and every failing one reported.
 */
export function plainObject<S extends Record<string, FieldRule<unknown>>>(shape: S, options: Omit<ObjectRules<S>, 'typeMessage'> = {}): PlainSchema<PlainObjectOutput<S>> {
  return schemaOf(objectRule(shape, options));
}

/** An object inside an input (`z.object(shape, { error: typeMessage })`). */
export function objectField<S extends Record<string, FieldRule<unknown>>>(shape: S, options: ObjectRules<S> = {}): FieldRule<PlainObjectOutput<S>> {
  return objectRule(shape, options);
}

/** The input goes through `fn` first (`z.preprocess(fn, schema)`). */
export function preprocessed<T>(fn: (input: unknown) => unknown, schema: PlainSchema<T>): PlainSchema<T> {
  return { safeParse: (input) => schema.safeParse(fn(input)) };
}

/** The whole input may be missing (`schema.optional()`): an empty body parses to undefined. */
export function optionalInput<T>(schema: PlainSchema<T>): PlainSchema<T | undefined> {
  return { safeParse: (input) => (input === undefined ? { success: true, data: undefined } : schema.safeParse(input)) };
}

/** A field that may be missing (`.optional()`). */
export function optional<T>(rule: FieldRule<T>): OptionalRule<T> {
  return Object.assign((value: unknown) => (value === undefined ? { value: undefined } : rule(value)), { optionalKey: true as const });
}

/** A field that may be missing or null (`.nullish()`). */
export function nullish<T>(rule: FieldRule<T>): FieldRule<T | null | undefined> {
  return (value) => (value === undefined || value === null ? { value } : rule(value));
}

/**
 * A check after the others (`.refine(test, message)` chained after a transform or an optional):
 * as in zod, it runs when every issue so far is soft, on the value as checked.
 */
export function refined<T>(rule: FieldRule<T>, refinement: { test: (value: T) => boolean; message: string }): FieldRule<T> {
  return (raw) => {
    const result = rule(raw);
    if (!('issues' in result)) return refinement.test(result.value) ? result : { issues: [{ path: [], message: refinement.message, soft: true }], checked: result.value };
    if (result.halted || !result.issues.every((issue) => issue.soft) || refinement.test(result.checked as T)) return result;
    return { issues: [...result.issues, { path: [], message: refinement.message, soft: true }], checked: result.checked };
  };
}

/**
 * A field that takes `fallback` when missing (`.default(fallback)`), unchecked as in zod. A
 * function is called for each missing value (`.default(() => …)`): give one for a list or an
 * object, so no two parses share (and may change) the same value.
 */
export function withDefault<T>(rule: FieldRule<T>, fallback: T | (() => T)): FieldRule<T> {
  const make = typeof fallback === 'function' ? (fallback as () => T) : () => fallback;
  return (value) => (value === undefined ? { value: make() } : rule(value));
}

/**
 * Every field of a shape optional (`.optional()` on each, as a PATCH body takes any subset of the
 * create fields): give the fields without their defaults, since an absent field is left out.
 */
export function optionalFields<S extends Record<string, FieldRule<unknown>>>(shape: S): { [K in keyof S]: OptionalRule<RuleOutput<S[K]>> } {
  return Object.fromEntries(Object.entries(shape).map(([name, rule]) => [name, optional(rule)])) as { [K in keyof S]: OptionalRule<RuleOutput<S[K]>> };
}

export interface TextRules {
  /** The message when the value is no string (zod's own when left out). */
  typeMessage?: string;
  /** Rewrites the string before any check, as `.trim()`, `.toLowerCase()` or `.overwrite(fn)` first in the chain. */
  clean?: (value: string) => string;
  /** At least this many characters (`.min(n, message)`). */
  min?: { length: number; message?: string };
  /** At most this many characters (`.max(n, message)`). */
  max?: { length: number; message?: string };
  /** Must match (`.regex(pattern, message)`). */
  pattern?: { regex: RegExp; message?: string };
  /** Must pass (`.refine(test, message)`, several in their order: each one failing is reported). */
  refine?: Refinement<string> | readonly Refinement<string>[];
}

/** A check with its message (`.refine(test, message)`): on a string, a number or a list's items. */
export interface Refinement<T> {
  test: (value: T) => boolean;
  message: string;
}

/** One refinement or several, as a list in their order. */
function refinementsOf<T>(refine: Refinement<T> | readonly Refinement<T>[] | undefined): readonly Refinement<T>[] {
  return refine === undefined ? [] : 'test' in refine ? [refine] : refine;
}

/** zod's own message of a failed length check, named after what has the length. */
function lengthMessage(what: 'Too small' | 'Too big', bound: '>=' | '<=', limit: number, value: unknown): string {
  if (typeof value === 'string') return `${what}: expected string to have ${bound}${limit} characters`;
  if (Array.isArray(value)) return `${what}: expected array to have ${bound}${limit} items`;
  return `${what}: expected unknown to be ${bound}${limit}`;
}

/** The length zod's length checks see: a string's in code points, or anything else's that has one (they run even after a type issue). */
function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') return codePoints(value);
  if (value === null || value === undefined) return undefined;
  const length = (value as { length?: unknown }).length;
  return typeof length === 'number' ? length : undefined;
}

/**
 * A string with zod's checks in zod's order (clean, then min, max, pattern, refine): every one
 * that fails is reported. A check without its own message takes the type message, as zod's
 * `z.string({ error })` gives it. As in zod, the length checks still run on a value that is no
 * string but has a length (an array), after the type message; the pattern and the refinement do not.
 */
export function text(rules: TextRules = {}): FieldRule<string> {
  const own = rules.typeMessage;
  const refinements = refinementsOf(rules.refine);
  return (raw) => {
    const isText = typeof raw === 'string';
    const value = isText && rules.clean ? rules.clean(raw) : raw;
    const errors: string[] = [];
    const length = lengthOf(value);
    if (length !== undefined) {
      if (rules.min && length < rules.min.length) errors.push(rules.min.message ?? own ?? lengthMessage('Too small', '>=', rules.min.length, value));
      if (rules.max && length > rules.max.length) errors.push(rules.max.message ?? own ?? lengthMessage('Too big', '<=', rules.max.length, value));
    }
    if (typeof value !== 'string') return { issues: [{ path: [], message: own ?? typeMessage('string', raw) }, ...softly(errors, raw).issues] };
    if (rules.pattern && !rules.pattern.regex.test(value)) errors.push(rules.pattern.message ?? own ?? `Invalid string: must match pattern ${String(rules.pattern.regex)}`);
    for (const refinement of refinements) if (!refinement.test(value)) errors.push(refinement.message);
    return errors.length ? softly(errors, value) : { value };
  };
}

/**
 * A work e-mail, as `emailField(message)` of @worknest/shared/email: trimmed, checked by
 * isWorkEmail, kept as its canonical mailbox; the one message for anything wrong.
 */
export function workEmail(message: string): FieldRule<string> {
  return mapped(text({ typeMessage: message, clean: (value) => value.trim(), refine: { test: isWorkEmail, message } }), canonicalMailbox);
}

/** zod's `z.uuid()` / `.uuid()` pattern: versions 1-8 with the RFC variant, and the nil and max UUIDs. */
export const UUID_PATTERN = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * A UUID: `z.string().uuid(message)` (the message for a string that is no UUID), or with
 * `typeMessage` too, `z.uuid({ error: message })` (the same message for anything else).
 */
export function uuid(message: string, typeMessage?: string): FieldRule<string> {
  return text({ typeMessage, pattern: { regex: UUID_PATTERN, message } });
}

/** One of `values` (`z.enum(values, { error: message })`; zod's own message when left out). */
export function oneOf<const V extends string>(values: readonly V[], message?: string): FieldRule<V> {
  // zod names a lone value ("expected \"x\""), and lists several ("one of \"x\"|\"y\"").
  const [first, ...others] = values;
  const fallback = others.length === 0 ? `Invalid input: expected "${first}"` : `Invalid option: expected one of ${values.map((value) => `"${value}"`).join('|')}`;
  return (value) => (values.includes(value as V) ? { value: value as V } : failed([message ?? fallback]));
}

/** `true` or `false` (`z.boolean({ error: message })`; zod's own message when left out). */
export function flag(message?: string): FieldRule<boolean> {
  return (value) => (typeof value === 'boolean' ? { value } : failed([message ?? typeMessage('boolean', value)]));
}

/** Exactly `expected` (`z.literal(expected, { error: message })`; zod's own message when left out). */
export function constant<const V extends string | number | boolean>(expected: V, message?: string): FieldRule<V> {
  return (value) => (value === expected ? { value: expected } : failed([message ?? `Invalid input: expected ${typeof expected === 'string' ? `"${expected}"` : String(expected)}`]));
}

/**
 * One object of several, told apart by one key (`z.discriminatedUnion(key, [...], { error: message })`):
 * the case whose discriminator matches checks the whole object; anything else is the one message,
 * on the key (an object without a known value there) or on the whole input (no object at all).
 */
export function byKey<T>(key: string, cases: readonly (readonly [discriminator: string | number | boolean, rule: FieldRule<T>])[], message: string): PlainSchema<T> {
  return schemaOf((input) => {
    if (!isPlainObject(input)) return failed([message]);
    const match = cases.find(([discriminator]) => input[key] === discriminator);
    return match ? match[1](input) : { issues: [{ path: [key], message }] };
  });
}

export interface IntegerRules {
  /** The message when the value is no number. */
  typeMessage?: string;
  /** The message for a number that is no (safe) integer (`.int(message)`). */
  intMessage?: string;
  min?: { value: number; message?: string };
  max?: { value: number; message?: string };
  /** `z.coerce.number()`: the value goes through `Number()` first (a path or query string). */
  coerce?: boolean;
}

/**
 * A whole number, as `z.number().int()`: a fraction fails the integer rule alone (zod then checks
 * nothing else, around it either); a number beyond ±(2^53 − 1) fails it and is still checked
 * against min and max. A check without its own message takes the type message, as in zod.
 */
export function integer(rules: IntegerRules = {}): FieldRule<number> {
  const own = rules.typeMessage;
  return (raw) => {
    let value = raw;
    if (rules.coerce) {
      try {
        value = Number(raw);
      } catch {
        // zod keeps a value Number() throws on (a symbol); the type check refuses it.
      }
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) return { ...failed([own ?? typeMessage('number', value)]), checked: value };
    if (!Number.isInteger(value)) return { issues: [{ path: [], message: rules.intMessage ?? own ?? 'Invalid input: expected int, received number', abort: true }] };
    const errors: string[] = [];
    if (value > Number.MAX_SAFE_INTEGER) errors.push(rules.intMessage ?? own ?? `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}`);
    if (value < Number.MIN_SAFE_INTEGER) errors.push(rules.intMessage ?? own ?? `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}`);
    if (rules.min && value < rules.min.value) errors.push(rules.min.message ?? own ?? `Too small: expected number to be >=${rules.min.value}`);
    if (rules.max && value > rules.max.value) errors.push(rules.max.message ?? own ?? `Too big: expected number to be <=${rules.max.value}`);
    return errors.length ? softly(errors, value) : { value };
  };
}

export interface NumberRules {
  /** The message when the value is no finite number (`z.number({ error })`; zod's own when left out). */
  typeMessage?: string;
  /** At least this (`.min(value, message)`, inclusive). */
  min?: { value: number; message?: string };
  /** At most this (`.max(value, message)`, inclusive). */
  max?: { value: number; message?: string };
  /** Must pass (`.refine(test, message)` after min and max, several in their order: each one failing is reported). */
  refine?: Refinement<number> | readonly Refinement<number>[];
}

/**
 * A number, fractions allowed, as `z.number()` (NaN and ±Infinity are no number): then min, max
 * and the refinements, in that order, each failing one reported. A check without its own message
 * takes the type message, as in zod. For whole numbers use `integer`.
 */
export function numeric(rules: NumberRules = {}): FieldRule<number> {
  const own = rules.typeMessage;
  const refinements = refinementsOf(rules.refine);
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return failed([own ?? typeMessage('number', value)]);
    const errors: string[] = [];
    if (rules.min && value < rules.min.value) errors.push(rules.min.message ?? own ?? `Too small: expected number to be >=${rules.min.value}`);
    if (rules.max && value > rules.max.value) errors.push(rules.max.message ?? own ?? `Too big: expected number to be <=${rules.max.value}`);
    for (const refinement of refinements) if (!refinement.test(value)) errors.push(refinement.message);
    return errors.length ? softly(errors, value) : { value };
  };
}

export interface ListRules<T> {
  /** The message when the value is no array, and zod's default for its own checks (`z.array(item, { error })`). */
  typeMessage?: string;
  min?: { length: number; message?: string };
  max?: { length: number; message?: string };
  /**
   * Must pass (`.refine(test, message)` on the list, several in their order: each one failing is
   * reported): runs when every issue so far is soft, on the items as checked.
   */
  refine?: Refinement<T[]> | readonly Refinement<T[]>[];
}

/**
 * An array of `item`, as `z.array(item)`. As zod does: an array longer than `max` gets that one
 * issue and its items are not looked at; otherwise every item is checked (issues under its index),
 * then the length checks, which run even on a value that is no array but has a length, and do not
 * run after an item's issue that stops everything (a fraction where an integer goes).
 */
export function listOf<T>(item: FieldRule<T>, rules: ListRules<T> = {}): FieldRule<T[]> {
  const own = rules.typeMessage;
  const tooBig = (value: unknown) => rules.max!.message ?? own ?? lengthMessage('Too big', '<=', rules.max!.length, value);
  const refinements = refinementsOf(rules.refine);
  return (value) => {
    if (Array.isArray(value) && rules.max && value.length > rules.max.length) return { issues: [{ path: [], message: tooBig(value), abort: true }] };
    const issues: PlainIssue[] = [];
    const items: T[] = [];
    if (!Array.isArray(value)) issues.push({ path: [], message: own ?? typeMessage('array', value) });
    else {
      value.forEach((entry, index) => {
        const result = item(entry);
        if ('issues' in result) {
          for (const issue of result.issues) issues.push({ ...issue, path: [index, ...issue.path] });
          items.push(('checked' in result ? result.checked : entry) as T);
        } else items.push(result.value);
      });
    }
    const length = lengthOf(value);
    if (length !== undefined && !issues.some((issue) => issue.abort)) {
      if (rules.min && length < rules.min.length) issues.push({ path: [], message: rules.min.message ?? own ?? lengthMessage('Too small', '>=', rules.min.length, value), soft: true });
      if (rules.max && length > rules.max.length) issues.push({ path: [], message: tooBig(value), soft: true });
    }
    if (Array.isArray(value) && issues.every((issue) => issue.soft)) {
      for (const refinement of refinements) if (!refinement.test(items)) issues.push({ path: [], message: refinement.message, soft: true });
    }
    return issues.length ? { issues, checked: items } : { value: items };
  };
}

/** `.transform(fn)` after the checks: the kept value is `fn` of the checked one. */
export function mapped<T, U>(rule: FieldRule<T>, fn: (value: T) => U): FieldRule<U> {
  return (value) => {
    const result = rule(value);
    // As zod's pipe: with an issue, the transform does not run, and no check chained after it does.
    return 'issues' in result ? { ...result, halted: true } : { value: fn(result.value) };
  };
}

/** `?cursor=` of the list routes: `z.string().max(2000).optional()`. */
export const cursorField = /* @__PURE__ */ optional(/* @__PURE__ */ text({ max: { length: 2000 } }));

/** `?limit=` of the list routes: `z.coerce.number().int().min(1).max(max).default(fallback)`. */
export function pageLimit(fallback: number, max: number): FieldRule<number> {
  return withDefault(integer({ coerce: true, min: { value: 1 }, max: { value: max } }), fallback);
}

/** `first.transform(fn).pipe(next)`: `next` checks `fn` of what `first` kept; with an issue in `first`, nothing after it runs. */
export function piped<T, U, V>(first: FieldRule<T>, fn: (value: T) => U, next: FieldRule<V>): FieldRule<V> {
  return (value) => {
    const result = first(value);
    if ('issues' in result) return { ...result, halted: true };
    return next(fn(result.value));
  };
}

/**
 * Path parameters that are each a non-empty string of at most `maxLength` characters; an id that
 * names nothing simply finds nothing (404), like an unknown one.
 */
export function stringParams<K extends string>(names: readonly K[], maxLength = 100): PlainSchema<Record<K, string>> {
  return {
    safeParse(input) {
      const source = (input ?? {}) as Record<string, unknown>;
      const data = {} as Record<K, string>;
      const issues: { path: PropertyKey[]; message: string }[] = [];
      for (const name of names) {
        const value = source[name];
        if (typeof value !== 'string' || value.length === 0) issues.push({ path: [name], message: `${name} is required` });
        else if (value.length > maxLength) issues.push({ path: [name], message: `${name} must be at most ${maxLength} characters` });
        else data[name] = value;
      }
      return issues.length ? { success: false, error: { issues } } : { success: true, data };
    },
  };
}
