/*
 * The web's own schemas for what enters the first load from outside: storage on read, host-window messages, the
 * injected brand and BroadcastChannel messages. A small subset of zod/mini's API with its call shapes
 * (`z.object({...})`, `z.string().check(z.minLength(1))`, `schema.safeParse(value)`), written for the web so the
 * login page's first load carries no zod at all (ARCHITECTURE §9, ADR 009). The contract's operation schemas keep
 * the full zod, in the lazy chunks.
 *
 * Behaviour, as zod/mini's:
 * - `object` strips unknown keys: the output holds the declared keys only, so an input's `__proto__` (or any other
 *   key) is never copied. A declared key missing from the input is refused unless its schema is `optional(...)`
 *   (even for `unknown()`); a present key set to undefined stays in the output. Arrays and functions are refused.
 * - `record` takes plain objects only (prototype Object.prototype or null), checks every own enumerable key and
 *   value, and skips a `__proto__` key entirely. Its keys are strings.
 * - `number` refuses NaN and ±Infinity; `int` means a safe integer.
 * - A string's length (minLength, maxLength, length) counts code points, an array's its entries.
 * - `union` gives the first option that parses; a refusal carries no reason (every caller drops such a value).
 */

/** A parse's outcome: the value as the schema types it, or a refusal. */
export type ParseResult<T> = { readonly success: true; readonly data: T } | { readonly success: false };

/** A refinement `.check(...)` adds: true when the value holds. */
export type Check<T> = (value: T) => boolean;

export type Schema<T> = {
  safeParse(value: unknown): ParseResult<T>;
  /** The same schema with `checks` added; a value passes when every one holds. */
  check(...checks: readonly Check<T>[]): Schema<T>;
};

/** What `optional(...)` makes: in an object, the key may be missing. */
export type OptionalSchema<T> = Schema<T | undefined> & { readonly optional: true };

/** The type a schema parses to. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

type Shape = { readonly [key: string]: Schema<unknown> };
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends { readonly optional: true } ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
/** The parsed object: the keys of optional schemas are optional. */
export type ObjectOf<S extends Shape> = Flat<
  { -readonly [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & {
    -readonly [K in OptionalKeys<S>]?: Infer<S[K]>;
  }
>;

const refused = { success: false } as const;
const accepted = <T>(data: T): ParseResult<T> => ({ success: true, data });

function schemaOf<T>(parse: (value: unknown) => ParseResult<T>): Schema<T> {
  return {
    safeParse: parse,
    check: (...checks) =>
      schemaOf((value) => {
        const result = parse(value);
        return result.success && checks.every((holds) => holds(result.data)) ? result : refused;
      }),
  };
}

/** The values `accepts` lets through, unchanged. */
const guard = <T>(accepts: (value: unknown) => value is T): Schema<T> =>
  schemaOf((value) => (accepts(value) ? accepted(value) : refused));

const isObject = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const string = () => guard((value): value is string => typeof value === 'string');

export const number = () => guard((value): value is number => typeof value === 'number' && Number.isFinite(value));

export const boolean = () => guard((value): value is boolean => typeof value === 'boolean');

export const unknown = (): Schema<unknown> => schemaOf(accepted);

/** One of `values` (zod's `z.enum`). */
const oneOf = <const V extends readonly string[]>(values: V) =>
  guard((value): value is V[number] => values.some((entry) => entry === value));
export { oneOf as enum };

export const literal = <const V extends string | number | boolean | null>(expected: V) =>
  guard((value): value is V => value === expected);

export const optional = <T>(inner: Schema<T>): OptionalSchema<T> => ({
  ...schemaOf((value) => (value === undefined ? accepted(undefined) : inner.safeParse(value))),
  optional: true,
});

export const nullable = <T>(inner: Schema<T>): Schema<T | null> =>
  schemaOf((value) => (value === null ? accepted(null) : inner.safeParse(value)));

export const array = <T>(item: Schema<T>): Schema<T[]> =>
  schemaOf((value) => {
    if (!Array.isArray(value)) return refused;
    const data: T[] = [];
    for (const entry of value as readonly unknown[]) {
      const result = item.safeParse(entry);
      if (!result.success) return refused;
      data.push(result.data);
    }
    return accepted(data);
  });

export const object = <S extends Shape>(shape: S): Schema<ObjectOf<S>> =>
  schemaOf((value) => {
    if (!isObject(value)) return refused;
    const data: { [key: string]: unknown } = {};
    for (const [key, schema] of Object.entries(shape)) {
      if (!(key in value)) {
        if ('optional' in schema) continue;
        return refused;
      }
      const result = schema.safeParse(value[key]);
      if (!result.success) return refused;
      // A declared `__proto__` would set the output's prototype, not a key.
      if (key !== '__proto__') data[key] = result.data;
    }
    // Every declared key was parsed by its own schema above, which is what ObjectOf<S> states.
    return accepted(data as ObjectOf<S>);
  });

export const record = <V>(key: Schema<string>, item: Schema<V>): Schema<{ [key: string]: V }> =>
  schemaOf((value) => {
    if (!isObject(value)) return refused;
    const prototype: unknown = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return refused;
    const data: { [key: string]: V } = {};
    for (const [name, entry] of Object.entries(value)) {
      if (name === '__proto__') continue;
      const result = item.safeParse(entry);
      if (!key.safeParse(name).success || !result.success) return refused;
      data[name] = result.data;
    }
    return accepted(data);
  });

/** The first of `options` that parses the value. */
export const union = <const S extends readonly Schema<unknown>[]>(options: S): Schema<Infer<S[number]>> =>
  schemaOf((value) => {
    for (const option of options) {
      const result = option.safeParse(value);
      // The option is one of S, so its output is one of theirs.
      if (result.success) return result as ParseResult<Infer<S[number]>>;
    }
    return refused;
  });

/** `schema.safeParse(value)`, as a function. */
export const safeParse = <T>(schema: Schema<T>, value: unknown): ParseResult<T> => schema.safeParse(value);

type Sized = string | { readonly length: number };
const sizeOf = (value: Sized) => (typeof value === 'string' ? [...value].length : value.length);

export const minLength =
  (min: number): Check<Sized> =>
  (value) =>
    sizeOf(value) >= min;

export const maxLength =
  (max: number): Check<Sized> =>
  (value) =>
    sizeOf(value) <= max;

export const length =
  (exact: number): Check<Sized> =>
  (value) =>
    sizeOf(value) === exact;

/** `pattern` matches somewhere in the string; a global or sticky pattern's lastIndex neither counts nor changes. */
export const regex =
  (pattern: RegExp): Check<string> =>
  (value) =>
    value.search(pattern) !== -1;

export const int = (): Check<number> => Number.isSafeInteger;

export const gte =
  (min: number): Check<number> =>
  (value) =>
    value >= min;

export const lte =
  (max: number): Check<number> =>
  (value) =>
    value <= max;

export const nonnegative = (): Check<number> => gte(0);
