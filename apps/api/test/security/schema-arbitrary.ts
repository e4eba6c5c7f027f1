// fast-check arbitraries built from the contract's zod schemas (through z.toJSONSchema), and the
// mutations the fuzzer applies to what they generate: wrong types, huge strings, odd unicode,
// prototype-pollution keys, extra and missing fields.
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  /** the schema's .meta({ examples }): valid values, for a rule JSON Schema cannot carry (a refinement) */
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
}

/** Known values by property name or format, so that generated requests reach past "not found". */
export type Pools = Record<string, readonly string[]>;

export const toJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

function stringOf(schema: JsonSchema, name: string, pools: Pools): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 200);
  let generated: fc.Arbitrary<string>;
  if (schema.format === 'uuid') generated = fc.uuid();
  else if (schema.format === 'email') generated = fc.emailAddress();
  else if (schema.format === 'uri') generated = fc.webUrl();
  else if (schema.pattern) {
    // a string matching the pattern, stretched to the minimum length where repeating keeps it matching
    generated = fc
      .stringMatching(new RegExp(schema.pattern))
      .map((s) => (s.length > 0 && s.length < min ? s.repeat(Math.ceil(min / s.length)) : s).slice(0, max));
  } else {
    // free text: sometimes with a NUL, a lone surrogate or a BOM inside (PostgreSQL refuses NUL in text)
    generated = fc
      .tuple(fc.string({ minLength: min, maxLength: Math.max(min, max - 1), unit: 'grapheme' }), fc.nat(3))
      .map(([s, odd]) => (odd === 0 ? s : `${s}${['\u0000', '\uD800', '\uFEFF'][odd - 1]}`).slice(0, max));
  }
  const known = [
    ...(pools[name] ?? []),
    ...(schema.format ? (pools[`format:${schema.format}`] ?? []) : []),
    ...(schema.examples ?? []).filter((e): e is string => typeof e === 'string'),
  ];
  return known.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: generated })
    : generated;
}

/** Values the schema accepts (mostly: refinements such as phone validity are not in JSON Schema). */
export function arbitraryOf(
  schema: JsonSchema,
  pools: Pools,
  name = '',
  allRequired = false,
): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => arbitraryOf(s, pools, name)));
  switch (schema.type) {
    case 'object': {
      const props = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, arbitraryOf(s, pools, k)]));
      return fc.record(model, { requiredKeys: allRequired ? Object.keys(props) : (schema.required ?? []) });
    }
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, pools, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema, name, pools);
    default:
      return fc.anything();
  }
}

/** Values no schema expects: other types, empty, huge, NUL and lone surrogates, right-to-left marks. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', '0', 'null', 'undefined', '[]', '{}'),
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    '\uD800',
    '\uDFFF\uD800',
    '\u202Eevil',
    'é'.repeat(3000),
    '😀'.repeat(500),
  ),
  fc.constantFrom(
    'x'.repeat(100_000),
    `${'9'.repeat(400)}`,
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Keys that pollute Object.prototype when a parser or a merge trusts them. */
export const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const;
const pollution = { polluted: 'yes', prototype: { polluted: 'yes' } };

const rawBody = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,]', '{"a":1}{"b":2}', 'null', '"\\u0000"', '\u0000', '\uFEFF{}', ''),
  fc.constantFrom(
    '['.repeat(50_000) + ']'.repeat(50_000),
    `{"a":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_001)}`,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'remove'; key: string }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  /** a body that is not what its content type says, or nested beyond reason */
  | { kind: 'raw'; text: string };

export const mutationArb = (keys: string[]): fc.Arbitrary<Mutation> => {
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('x');
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Mutation>({ kind: 'none' }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('replace' as const), key, value: nastyValue }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), key }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: fc.oneof(fc.constantFrom(...pollutionKeys), fc.string({ minLength: 1, maxLength: 12 })),
        value: fc.oneof(fc.constant(pollution), nastyValue),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: nastyValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), text: rawBody }) },
  );
};

/**
 * Applies a mutation and returns JSON text: built by hand so that "__proto__" is sent as a key (an object
 * literal or JSON.stringify of a normal object would turn it into the prototype and drop it).
 */
export function mutatedJson(value: unknown, mutation: Mutation): string {
  if (mutation.kind === 'raw') return mutation.text;
  if (mutation.kind === 'whole' || typeof value !== 'object' || value === null || Array.isArray(value)) {
    return JSON.stringify(mutation.kind === 'whole' ? mutation.value : value) ?? 'null';
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(
    ([k]) => !(mutation.kind === 'remove' && k === mutation.key),
  );
  if (mutation.kind === 'replace') {
    const at = entries.findIndex(([k]) => k === mutation.key);
    if (at >= 0) entries[at] = [mutation.key, mutation.value];
    else entries.push([mutation.key, mutation.value]);
  }
  if (mutation.kind === 'extra') entries.push([mutation.key, mutation.value]);
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

/** The same mutation on a flat record of strings (path parameters, query string). */
export function mutatedRecord(value: Record<string, unknown>, mutation: Mutation): Record<string, unknown> {
  const copy = Object.fromEntries(
    Object.entries(value).filter(([k]) => !(mutation.kind === 'remove' && k === mutation.key)),
  );
  if (mutation.kind === 'replace' && mutation.key in copy) copy[mutation.key] = mutation.value;
  if (mutation.kind === 'extra')
    Object.defineProperty(copy, mutation.key, { value: mutation.value, enumerable: true });
  return copy;
}
