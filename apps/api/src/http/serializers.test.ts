// The compiled serialisers write what zod then JSON.stringify wrote, for every route of the contract.
import * as contract from '@heirloom/contract';
import type { RouteDef } from '@heirloom/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer, serializerCompiler } from './serializers';

const routes = (Object.values(contract) as unknown[])
  .filter((value): value is Record<string, RouteDef> => typeof value === 'object' && value !== null)
  .flatMap((table) => Object.values(table))
  .filter(
    (def): def is RouteDef => typeof def === 'object' && def !== null && 'response' in def && 'path' in def,
  );

const sample = z.object({
  id: z.string(),
  price: z.number().nullable(),
  tags: z.array(z.string()),
  kind: z.union([z.object({ ledger: z.literal('chain'), tokenId: z.string() }), z.null()]),
  words: z.record(z.string(), z.string()),
  optional: z.string().optional(),
});

describe('compiled serialisers', () => {
  it('compiles the response schema of every route of the contract', () => {
    expect(routes.length).toBeGreaterThan(80);
    for (const def of routes) {
      for (const schema of Object.values(def.response)) {
        expect(() => compileSerializer(schema), `${def.method} ${def.path}`).not.toThrow();
      }
    }
  });

  it('writes what JSON.stringify writes of the parsed value, keys zod would strip left out', () => {
    const stringify = compileSerializer(sample);
    const value = {
      id: 'a"b\u2028',
      price: null,
      tags: ['x', 'é'],
      kind: { ledger: 'chain' as const, tokenId: '7' },
      words: { en: 'Hello', fr: 'Bonjour' },
    };
    expect(JSON.parse(stringify({ ...value, secret: 'never written' }))).toEqual(value);
    expect(JSON.parse(stringify({ ...value, kind: null, optional: 'here' }))).toEqual({
      ...value,
      kind: null,
      optional: 'here',
    });
  });

  it('refuses, where responses are checked, an answer that does not match its schema', () => {
    const checked = serializerCompiler(true)({ schema: sample, method: 'GET', url: '/x', httpStatus: '200' });
    expect(() => checked({ id: 1 })).toThrow(ResponseSerializationError);
    const unchecked = serializerCompiler(false)({
      schema: sample,
      method: 'GET',
      url: '/x',
      httpStatus: '200',
    });
    expect(() => unchecked({ id: 'a', price: 1, tags: [], kind: null, words: {} })).not.toThrow();
  });
});
