// The OpenAPI document at /api/docs/json is read by tools nobody here wrote: three independent validators
// accept it (swagger-parser, ReadMe's parser, Redocly's recommended rules with no error), every operation has a
// stable operationId (its route's name in the contract's tables), and every documented route of the contract
// is in it.
import SwaggerParser from '@apidevtools/swagger-parser';
import { operationIdOf } from '@heirloom/contract';
import { validate as readmeValidate } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { contractRoutes } from './security/support';

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, { operationId?: string; security?: object[] }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(async () => {
  await t.close();
});

const methods = ['get', 'post', 'put', 'patch', 'delete'];
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 for swagger-parser and for ReadMe’s parser', async () => {
    expect(doc).toMatchObject({ openapi: '3.1.0' });
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
    const readme = await readmeValidate(structuredClone(doc) as never);
    expect(readme).toMatchObject({ valid: true });
  });

  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} @ ${problem.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  });

  it('names its schemas as components, and defines every security scheme its operations use', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['Error', 'Item', 'Transaction']),
    );
    const used = new Set(
      operations().flatMap(({ operation }) => (operation.security ?? []).flatMap(Object.keys)),
    );
    expect([...used].sort()).toEqual(['bearerAuth', 'brandKey', 'staffSession']);
    for (const scheme of used) expect(doc.components.securitySchemes).toHaveProperty(scheme);
  });

  it('gives each operation a unique operationId: its route’s name in the contract', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const sendToPhone = operations().find(({ path }) => path === '/api/transactions/sendToPhone');
    expect(sendToPhone?.operation.operationId).toBe('transfers.sendToPhone');
  });

  it('documents every route of the contract’s tables but the files and pages it leaves out', () => {
    const documented = new Map(
      operations().map(({ path, method, operation }) => [`${method} ${path}`, operation]),
    );
    // every route the contract exports (found by walking its exports, not from the tables that name them)
    for (const { def: route } of contractRoutes()) {
      expect(operationIdOf(route), route.path).toBeDefined();
      const key = `${route.method.toLowerCase()} /api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(documented.get(key)?.operationId, key).toBe(operationIdOf(route));
    }
  });
});
