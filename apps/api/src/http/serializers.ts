// Responses written by serialisers compiled once per route from the contract's zod schemas
// (z.toJSONSchema → fast-json-stringify) rather than by zod parsing each answer and JSON.stringify.
// Where responses are checked (tests, development), zod still parses every answer first, and the compiled
// serialiser's text must say what JSON.stringify says of the parsed value: the whole API suite checks them.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | undefined)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema that is not zod: ${JSON.stringify(schema)}`);
}

/** The compiled serialiser of a zod schema: what it writes is what the schema's JSON input looks like. */
export function compileSerializer(schema: z.ZodType): Serializer {
  // io "input": a response is encoded (output → input), as fastify-type-provider-zod encodes it
  const jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serializer;
}

/** Fastify's serialiser compiler for the contract's routes; `checks`: zod parses every answer first. */
export function serializerCompiler(checks: boolean): FastifySerializerCompiler<unknown> {
  const compiler = ({
    schema,
    method,
    url,
  }: {
    schema: unknown;
    method: string;
    url: string;
  }): Serializer => {
    const zodSchema = zodSchemaOf(schema);
    const stringify = compileSerializer(zodSchema);
    if (!checks) return stringify;
    return (data) => {
      const result = z.safeEncode(zodSchema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const text = stringify(result.data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(result.data)))) {
        throw new Error(`the compiled serialiser of ${method} ${url} wrote ${text}`);
      }
      return text;
    };
  };
  return compiler;
}
