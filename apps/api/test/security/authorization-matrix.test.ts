// Runs the authorization matrix: one test per (route, caller) cell, on the demo data; a contract route
// without a row fails, so a new route cannot be added without saying who may call it.
import { buildPath } from '@heirloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { multipart, pngImage } from '../media-fixtures';
import { pdfDocument } from '../passport-fixtures';
import { authorizationMatrix, matrixCallers, type CellRequest } from './authorization-matrix';
import { matrixWorld, type MatrixWorld } from './matrix-fixtures';
import { contractRoutes, errorShapeProblem } from './support';

let t: TestApp;
let world: MatrixWorld;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  world = await matrixWorld(t);
}, 180_000);
afterAll(async () => {
  await t.close();
});

const routes = contractRoutes();

describe('coverage', () => {
  it('has a row for every route of the contract, and no row for a route the contract lacks', () => {
    expect(routes.filter((r) => !(r.key in authorizationMatrix)).map((r) => `${r.key} (${r.name})`)).toEqual(
      [],
    );
    const known = new Set(routes.map((r) => r.key));
    expect(Object.keys(authorizationMatrix).filter((key) => !known.has(key))).toEqual([]);
  });

  it('lets every route answer the common error body at each of its error statuses (a refused request, before its handler)', () => {
    const plain = { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'Invalid input.' };
    const refusing = routes.flatMap((r) =>
      Object.entries(r.def.response)
        .filter(([status]) => Number(status) >= 400)
        .filter(([status, schema]) => !schema.safeParse({ ...plain, statusCode: Number(status) }).success)
        .map(([status]) => `${r.key} ${status}`),
    );
    expect(refusing).toEqual([]);
  });

  it('finds the contract’s routes (the walk did not silently miss the tables)', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map((r) => r.key)).toContain('GET /v1/legals/type/privacyPolicy/:language');
  });

  it('the server answers every route of the contract', () => {
    const missing = routes.filter((r) => !t.app.hasRoute({ method: r.def.method, url: `/api${r.def.path}` }));
    expect(missing.map((r) => r.key)).toEqual([]);
  });
});

async function send(method: string, path: string, req: CellRequest, headers: Record<string, string>) {
  const query = req.query ? `?${new URLSearchParams(req.query).toString()}` : '';
  const url = `/api${buildPath(path, req.params)}${query}`;
  let payload: Buffer | string | undefined;
  let contentType: Record<string, string> = {};
  if (req.photoForm) {
    const form = await multipart(
      { title: 'Matrix', extension: 'png', isPublic: 'false' },
      { bytes: await pngImage(), name: 'm.png', type: 'image/png' },
    );
    payload = form.payload;
    contentType = form.headers;
  } else if (req.pdfForm) {
    const form = await multipart(req.formFields ?? {}, {
      bytes: await pdfDocument(),
      name: 'm.pdf',
      type: 'application/pdf',
      field: 'file',
    });
    payload = form.payload;
    contentType = form.headers;
  } else if (req.body !== undefined) {
    payload = JSON.stringify(req.body);
    contentType = { 'content-type': 'application/json' };
  }
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...contentType },
    ...(payload !== undefined ? { payload } : {}),
    ...(req.remoteAddress ? { remoteAddress: req.remoteAddress } : {}),
  });
}

const cells = routes.flatMap((route) => matrixCallers.map((caller) => ({ key: route.key, route, caller })));

describe('who may call what', () => {
  it.each(cells)('$key as $caller', async ({ route, caller }) => {
    const row = authorizationMatrix[route.key];
    if (!row) throw new Error(`no matrix row for ${route.key}`);
    const req = row.request ? await row.request(world.fx, caller) : {};
    const headers = await world.headers(caller, row.freshSession);
    const res = await send(route.def.method, route.def.path, req, headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(row.expect[caller]);
    // the waiting session's refusals are for its passkey, not for a role it happens to lack
    if (caller === 'unconfirmed' && res.statusCode === 403)
      expect(res.json<{ code: string }>().code).toBe('STAFF_PASSKEY_REQUIRED');
    if (res.statusCode >= 400) expect(errorShapeProblem(res)).toBeUndefined();
    if (row.otherSeesNothing && caller === 'otherOwner') {
      const leaked = (await world.fx.ownerItemIds()).filter((id) => res.body.includes(id));
      expect(leaked, 'another owner was shown the owner’s items').toEqual([]);
    }
  });
});
