// An integrator's client, from the OpenAPI document alone: openapi-typescript generates its types from the
// document a running server serves, the client (./openapi-client/client.ts, openapi-fetch) type-checks against
// them, calls the server for a handful of routes, and every answer matches the document's schema for its
// operation and status, checked by ajv (JSON Schema 2020-12, as OpenAPI 3.1's schemas are).
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPhone, type TestApp } from './helpers';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi-client');
const clientFile = path.join(folder, 'client.ts');

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  components: object;
};

/** One call's answer, as the client gives it (./openapi-client/client.ts). */
interface Answer {
  path: string;
  method: 'get' | 'post';
  status: number;
  body: unknown;
}

let t: TestApp;
let baseUrl: string;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  doc = (await (await fetch(`${baseUrl}/api/docs/json`)).json()) as Doc;
  // the client's types, as an integrator would make them: from the document the server serves
  mkdirSync(path.join(folder, 'generated'), { recursive: true });
  writeFileSync(path.join(folder, 'generated', 'api.d.ts'), astToString(await openapiTS(doc as never)));
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('a client generated from the OpenAPI document', () => {
  it('type-checks against the generated types', () => {
    const program = ts.createProgram([clientFile], {
      strict: true,
      noEmit: true,
      noUncheckedIndexedAccess: true,
      target: ts.ScriptTarget.ES2023,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);

  it("calls the server, and each answer matches the document's schema for its operation and status", async () => {
    // imported by its address: the project's typecheck does not follow it (its types exist once generated)
    const { tour } = (await import(/* @vite-ignore */ pathToFileURL(clientFile).href)) as {
      tour: (baseUrl: string, phone: string, readCode: () => string) => Promise<Answer[]>;
    };
    const phone = newPhone();
    const answers = await tour(baseUrl, phone, () => t.sms.lastCode(phone));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 404]);

    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    for (const answer of answers) {
      const schema =
        doc.paths[answer.path]?.[answer.method]?.responses[answer.status]?.content?.['application/json']
          ?.schema;
      expect(schema, `${answer.method} ${answer.path} ${answer.status}`).toBeDefined();
      // the schema's references point into the document's components
      const validate = ajv.compile({ ...schema, components: doc.components });
      expect(
        validate(answer.body),
        `${answer.method} ${answer.path}: ${ajv.errorsText(validate.errors)}`,
      ).toBe(true);
    }
  });

  it('finds what the document does not allow (the check can fail)', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    const schema = doc.paths['/api/health']?.get?.responses[200]?.content?.['application/json']?.schema;
    expect(ajv.compile({ ...schema, components: doc.components })({ status: 42 })).toBe(false);
  });
});
