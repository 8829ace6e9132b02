import { describe, expect, expectTypeOf, it } from 'vitest';
import * as z from './schema';

/** The parsed value, or the refusal. */
const parse = <T>(schema: z.Schema<T>, value: unknown) => schema.safeParse(value);
const accepts = (schema: z.Schema<unknown>, value: unknown) => schema.safeParse(value).success;

describe('primitive schemas', () => {
  it('string takes strings only', () => {
    expect(parse(z.string(), '')).toEqual({ success: true, data: '' });
    expect(parse(z.string(), 'abc')).toEqual({ success: true, data: 'abc' });
    for (const value of [1, true, null, undefined, {}, [], new String('a'), Symbol('s')])
      expect(accepts(z.string(), value)).toBe(false);
  });

  it('number takes finite numbers only', () => {
    for (const value of [0, -0, 1.5, -42, Number.MAX_VALUE, Number.MIN_VALUE])
      expect(parse(z.number(), value)).toEqual({ success: true, data: value });
    for (const value of [Number.NaN, Infinity, -Infinity, '1', null, undefined, 1n, new Number(1), []])
      expect(accepts(z.number(), value)).toBe(false);
  });

  it('boolean takes true and false only', () => {
    expect(parse(z.boolean(), true)).toEqual({ success: true, data: true });
    expect(parse(z.boolean(), false)).toEqual({ success: true, data: false });
    for (const value of [0, 1, 'true', null, undefined, new Boolean(true)])
      expect(accepts(z.boolean(), value)).toBe(false);
  });

  it('unknown takes anything, undefined included, unchanged', () => {
    const value = { nested: [1] };
    for (const anything of [undefined, null, 0, Number.NaN, 'x', [], value]) {
      const result = z.unknown().safeParse(anything);
      expect(result).toEqual({ success: true, data: anything });
    }
    const result = z.unknown().safeParse(value);
    expect(result.success && result.data).toBe(value);
  });

  it('enum takes one of its values', () => {
    const colour = z.enum(['light', 'dark']);
    expect(parse(colour, 'dark')).toEqual({ success: true, data: 'dark' });
    for (const value of ['Dark', 'purple', '', 0, null, undefined, ['dark']])
      expect(accepts(colour, value)).toBe(false);
    expect(accepts(z.enum(['1']), 1)).toBe(false);
  });

  it('literal takes its own value only, by strict equality', () => {
    expect(parse(z.literal('login'), 'login')).toEqual({ success: true, data: 'login' });
    expect(accepts(z.literal('login'), 'logout')).toBe(false);
    expect(accepts(z.literal(1), '1')).toBe(false);
    expect(accepts(z.literal(true), 1)).toBe(false);
    expect(accepts(z.literal(null), undefined)).toBe(false);
    expect(accepts(z.literal(null), null)).toBe(true);
  });
});

describe('optional and nullable', () => {
  it('optional adds undefined, not null', () => {
    const schema = z.optional(z.string());
    expect(parse(schema, undefined)).toEqual({ success: true, data: undefined });
    expect(parse(schema, 'a')).toEqual({ success: true, data: 'a' });
    expect(accepts(schema, null)).toBe(false);
    expect(accepts(schema, 1)).toBe(false);
  });

  it('nullable adds null, not undefined', () => {
    const schema = z.nullable(z.string());
    expect(parse(schema, null)).toEqual({ success: true, data: null });
    expect(parse(schema, 'a')).toEqual({ success: true, data: 'a' });
    expect(accepts(schema, undefined)).toBe(false);
    expect(accepts(schema, 1)).toBe(false);
  });

  it('optional of nullable takes both', () => {
    const schema = z.optional(z.nullable(z.number()));
    for (const value of [undefined, null, 3]) expect(accepts(schema, value)).toBe(true);
    expect(accepts(schema, '3')).toBe(false);
  });
});

describe('array', () => {
  it('parses every entry into a new array', () => {
    const input = ['a', 'b'];
    const result = parse(z.array(z.string()), input);
    expect(result).toEqual({ success: true, data: ['a', 'b'] });
    expect(result.success && result.data).not.toBe(input);
    expect(parse(z.array(z.number()), [])).toEqual({ success: true, data: [] });
  });

  it('refuses an array with one bad entry, a hole, or anything not an array', () => {
    expect(accepts(z.array(z.string()), ['a', 1])).toBe(false);
    // eslint-disable-next-line no-sparse-arrays
    expect(accepts(z.array(z.string()), [, 'a'])).toBe(false);
    for (const value of [{ 0: 'a', length: 1 }, 'ab', null, undefined, {}, new Set(['a'])])
      expect(accepts(z.array(z.string()), value)).toBe(false);
  });

  it('reads a hole as undefined where the entry may be missing', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(parse(z.array(z.optional(z.string())), [, 'a'])).toEqual({ success: true, data: [undefined, 'a'] });
  });
});

describe('object', () => {
  const person = z.object({ name: z.string(), age: z.optional(z.number()), nick: z.nullable(z.string()) });

  it('parses the declared keys into a new object and strips the others', () => {
    const input = { name: 'Ann', age: 30, nick: null, extra: true };
    const result = parse(person, input);
    expect(result).toEqual({ success: true, data: { name: 'Ann', age: 30, nick: null } });
    expect(result.success && Object.keys(result.data)).toEqual(['name', 'age', 'nick']);
    expect(result.success && result.data).not.toBe(input);
  });

  it('leaves a missing optional key out, and keeps one present as undefined', () => {
    const missing = parse(person, { name: 'Ann', nick: 'A' });
    expect(missing.success && Object.keys(missing.data)).toEqual(['name', 'nick']);
    const present = parse(person, { name: 'Ann', age: undefined, nick: 'A' });
    expect(present.success && Object.keys(present.data)).toEqual(['name', 'age', 'nick']);
  });

  it('refuses a missing required key, even one of unknown(), and a nullable one set to undefined', () => {
    expect(accepts(person, { age: 3, nick: null })).toBe(false);
    expect(accepts(person, { name: 'Ann' })).toBe(false);
    expect(accepts(person, { name: 'Ann', nick: undefined })).toBe(false);
    const content = z.object({ content: z.unknown() });
    expect(accepts(content, {})).toBe(false);
    expect(parse(content, { content: undefined })).toEqual({ success: true, data: { content: undefined } });
    expect(parse(z.object({ content: z.optional(z.unknown()) }), {})).toEqual({ success: true, data: {} });
  });

  it('refuses a wrong value at any depth', () => {
    const nested = z.object({ theme: z.object({ shades: z.array(z.object({ light: z.string() })) }) });
    expect(accepts(nested, { theme: { shades: [{ light: '#fff' }] } })).toBe(true);
    expect(accepts(nested, { theme: { shades: [{ light: '#fff' }, { light: 1 }] } })).toBe(false);
    expect(accepts(nested, { theme: { shades: [{ dark: '#fff' }] } })).toBe(false);
    expect(accepts(nested, { theme: { shades: {} } })).toBe(false);
    expect(accepts(nested, { theme: null })).toBe(false);
    expect(accepts(nested, {})).toBe(false);
  });

  it('strips unknown keys at every depth', () => {
    const nested = z.object({ inner: z.object({ kept: z.number() }) });
    expect(parse(nested, { inner: { kept: 1, dropped: 2 }, dropped: 3 })).toEqual({
      success: true,
      data: { inner: { kept: 1 } },
    });
  });

  it('takes objects, not arrays, functions, null or primitives', () => {
    const empty = z.object({});
    expect(accepts(empty, {})).toBe(true);
    expect(accepts(empty, Object.create(null))).toBe(true);
    for (const value of [[], null, undefined, 'x', 0, () => undefined]) expect(accepts(empty, value)).toBe(false);
    expect(accepts(z.object({ length: z.number() }), [1])).toBe(false);
  });

  it('never copies a __proto__ key through', () => {
    const input: unknown = JSON.parse('{"name":"Ann","nick":null,"__proto__":{"polluted":true}}');
    const result = parse(person, input);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect(Object.keys(result.data)).toEqual(['name', 'nick']);
    expect('polluted' in result.data).toBe(false);
    expect('polluted' in {}).toBe(false);
  });

  it('does not set the prototype for a declared __proto__ key', () => {
    const declared = z.object({ ['__proto__']: z.object({ polluted: z.boolean() }) });
    const result = declared.safeParse(JSON.parse('{"__proto__":{"polluted":true}}'));
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
    expect('polluted' in result.data).toBe(false);
  });
});

describe('record', () => {
  const flags = z.record(z.string(), z.union([z.boolean(), z.array(z.string())]));

  it('parses every key and value into a new object', () => {
    const input = { a: true, b: ['x'] };
    const result = parse(flags, input);
    expect(result).toEqual({ success: true, data: { a: true, b: ['x'] } });
    expect(result.success && result.data).not.toBe(input);
    expect(parse(flags, {})).toEqual({ success: true, data: {} });
    expect(parse(flags, Object.assign(Object.create(null), { a: false }))).toEqual({
      success: true,
      data: { a: false },
    });
  });

  it('refuses a bad value or key', () => {
    expect(accepts(flags, { a: true, b: 'yes' })).toBe(false);
    expect(accepts(flags, { a: [1] })).toBe(false);
    const shortKeys = z.record(z.string().check(z.maxLength(1)), z.boolean());
    expect(accepts(shortKeys, { a: true })).toBe(true);
    expect(accepts(shortKeys, { ab: true })).toBe(false);
  });

  it('takes plain objects only', () => {
    class Flags {
      a = true;
    }
    for (const value of [[], [true], null, undefined, 'a', new Date(0), new Flags(), new Map(), () => undefined])
      expect(accepts(flags, value)).toBe(false);
  });

  it('skips a __proto__ key, whatever it holds', () => {
    for (const json of ['{"a":true,"__proto__":{"polluted":true}}', '{"a":true,"__proto__":true}']) {
      const result = flags.safeParse(JSON.parse(json));
      expect(result.success).toBe(true);
      if (!result.success) return;
      expect(Object.getPrototypeOf(result.data)).toBe(Object.prototype);
      expect(Object.keys(result.data)).toEqual(['a']);
      expect('polluted' in result.data).toBe(false);
    }
  });
});

describe('union', () => {
  const command = z.union([
    z.object({ type: z.literal('setLanguage'), language: z.enum(['en', 'zh-HK']) }),
    z.object({ type: z.literal('setLayout'), layout: z.enum(['default', 'simple']) }),
  ]);

  it('gives the first option that parses, as that option parses it', () => {
    expect(parse(command, { type: 'setLayout', layout: 'simple', extra: 1 })).toEqual({
      success: true,
      data: { type: 'setLayout', layout: 'simple' },
    });
    const both = z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]);
    expect(parse(both, { a: 1, b: 2 })).toEqual({ success: true, data: { a: 1 } });
  });

  it('refuses what no option takes', () => {
    expect(accepts(command, { type: 'setLayout', language: 'en' })).toBe(false);
    expect(accepts(command, { type: 'setColourMode' })).toBe(false);
    expect(accepts(command, null)).toBe(false);
    expect(accepts(z.union([]), 'anything')).toBe(false);
  });
});

describe('checks', () => {
  it('minLength, maxLength and length count a string’s code points', () => {
    expect(accepts(z.string().check(z.minLength(1)), '')).toBe(false);
    expect(accepts(z.string().check(z.minLength(1)), 'a')).toBe(true);
    expect(accepts(z.string().check(z.maxLength(2)), 'ab')).toBe(true);
    expect(accepts(z.string().check(z.maxLength(2)), 'abc')).toBe(false);
    expect(accepts(z.string().check(z.length(1)), '😀')).toBe(true);
    expect(accepts(z.string().check(z.maxLength(1)), '😀')).toBe(true);
    expect(accepts(z.string().check(z.minLength(2)), '😀')).toBe(false);
    expect(accepts(z.string().check(z.length(2)), 'ab')).toBe(true);
  });

  it('minLength, maxLength and length count an array’s entries', () => {
    const ten = z.array(z.string()).check(z.length(10));
    expect(
      accepts(
        ten,
        Array.from({ length: 10 }, () => '#000000'),
      ),
    ).toBe(true);
    expect(
      accepts(
        ten,
        Array.from({ length: 9 }, () => '#000000'),
      ),
    ).toBe(false);
    expect(
      accepts(
        ten,
        Array.from({ length: 11 }, () => '#000000'),
      ),
    ).toBe(false);
    expect(accepts(z.array(z.string()).check(z.minLength(1)), [])).toBe(false);
    expect(accepts(z.array(z.string()).check(z.maxLength(1)), ['a', 'b'])).toBe(false);
  });

  it('regex matches anywhere unless anchored, and a global pattern gives the same answer every time', () => {
    const colour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i));
    expect(accepts(colour, '#00AAff')).toBe(true);
    expect(accepts(colour, ' #00aaff')).toBe(false);
    expect(accepts(z.string().check(z.regex(/b/)), 'abc')).toBe(true);
    const global = /a/g;
    const schema = z.string().check(z.regex(global));
    expect([1, 2, 3].map(() => accepts(schema, 'a'))).toEqual([true, true, true]);
    expect(global.lastIndex).toBe(0);
  });

  it('int takes safe integers; gte, lte and nonnegative bound a number, inclusively', () => {
    const shade = z.number().check(z.int(), z.gte(0), z.lte(9));
    for (const value of [0, 9, -0]) expect(accepts(shade, value)).toBe(true);
    for (const value of [-1, 10, 1.5, Number.NaN]) expect(accepts(shade, value)).toBe(false);
    expect(accepts(z.number().check(z.int()), 2 ** 53 - 1)).toBe(true);
    expect(accepts(z.number().check(z.int()), 2 ** 53)).toBe(false);
    expect(accepts(z.number().check(z.nonnegative()), 0)).toBe(true);
    expect(accepts(z.number().check(z.nonnegative()), -0.1)).toBe(false);
  });

  it('needs every check to hold, checks only a value of the right type, and leaves the schema it extends alone', () => {
    const base = z.string();
    const between = base.check(z.minLength(2), z.maxLength(3));
    expect(['ab', 'abc'].map((value) => accepts(between, value))).toEqual([true, true]);
    expect(['a', 'abcd', 2].map((value) => accepts(between, value))).toEqual([false, false, false]);
    expect(accepts(base, 'a')).toBe(true);
    expect(accepts(between.check(z.regex(/^a/)), 'bc')).toBe(false);
  });
});

describe('safeParse as a function', () => {
  it('answers as the schema’s own method', () => {
    expect(z.safeParse(z.number(), 1)).toEqual({ success: true, data: 1 });
    expect(z.safeParse(z.number(), '1')).toEqual({ success: false });
  });
});

describe('types', () => {
  it('infers what a schema parses to, optional keys optional', () => {
    const schema = z.object({
      name: z.string(),
      source: z.enum(['gateway', 'fos']),
      type: z.literal('login'),
      tags: z.array(z.number()),
      flags: z.record(z.string(), z.boolean()),
      nick: z.optional(z.string()),
      parent: z.nullable(z.string()),
      either: z.union([z.boolean(), z.array(z.string())]),
      content: z.unknown(),
    });
    expectTypeOf<z.Infer<typeof schema>>().toEqualTypeOf<{
      name: string;
      source: 'gateway' | 'fos';
      type: 'login';
      tags: number[];
      flags: { [key: string]: boolean };
      nick?: string | undefined;
      parent: string | null;
      either: boolean | string[];
      content: unknown;
    }>();
    const value = {
      name: 'a',
      source: 'fos',
      type: 'login',
      tags: [],
      flags: {},
      parent: null,
      either: true,
      content: 0,
    };
    expect(parse(schema, value)).toEqual({ success: true, data: value });
  });

  it('lets `satisfies Schema<T>` hold a schema to a type', () => {
    type Facts = { readonly code: string; readonly time?: number };
    const facts = z.object({ code: z.string(), time: z.optional(z.number()) }) satisfies z.Schema<Facts>;
    expect(accepts(facts, { code: 'a' })).toBe(true);
    // @ts-expect-error: time must be a number
    void (z.object({ code: z.string(), time: z.optional(z.string()) }) satisfies z.Schema<Facts>);
    // @ts-expect-error: code is missing
    void (z.object({ time: z.optional(z.number()) }) satisfies z.Schema<Facts>);
    void (z.enum(['gateway', 'fos']) satisfies z.Schema<'gateway' | 'fos'>);
    // @ts-expect-error: 'other' is not a source
    void (z.enum(['gateway', 'other']) satisfies z.Schema<'gateway' | 'fos'>);
  });

  it('offers each check only to the values it applies to', () => {
    // @ts-expect-error: a regex does not apply to a number
    void z.number().check(z.regex(/1/));
    // @ts-expect-error: int does not apply to a string
    void z.string().check(z.int());
    void z.array(z.string()).check(z.length(2));
    expect(true).toBe(true);
  });
});
