// @vitest-environment jsdom
// The HTTP client's browser transport against a real local server: bodies, statuses and the failures of docs/product.md "Errors".
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendWaitSeconds } from './errors';
import { createHttp, fullUrl, HttpError, isCancel } from './http';

let server: http.Server;
let base = '';
/** What the server last received: method, path with query, content type and body. */
let last: { method?: string; url?: string; type?: string; body: string } = { body: '' };
/** The Accept header of the last call. */
let lastAccept: string | undefined;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    // jsdom's page is on another origin (its own localhost URL): answer as a CORS-enabled API would
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', '*');
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    if (req.method === 'OPTIONS') return res.end();
    lastAccept = req.headers.accept;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      last = {
        method: req.method,
        url: req.url,
        type: req.headers['content-type'],
        body: Buffer.concat(chunks).toString(),
      };
      const path = (req.url ?? '').split('?')[0];
      if (path === '/api/slow') return void setTimeout(() => res.end('{}'), 2_000);
      if (path === '/api/missing') {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'application/json');
        return res.end(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND', message: 'Nothing here' }));
      }
      if (path === '/api/too-soon') {
        res.statusCode = 429;
        res.setHeader('Retry-After', '27');
        res.setHeader('Content-Type', 'application/json');
        return res.end(JSON.stringify({ statusCode: 429, code: 'RESEND_TOO_SOON', message: 'Wait' }));
      }
      if (path === '/api/empty') {
        res.statusCode = 204;
        return res.end();
      }
      if (path === '/api/text') return res.end('plain words');
      if (path === '/api/file.pdf') {
        res.setHeader('Content-Type', 'application/pdf');
        return res.end(Buffer.from('%PDF-1.7\n\u00e9\u0000\u00ff', 'latin1'));
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ ok: true, echo: last }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A Blob's bytes, by a FileReader (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

const client = (timeout = 10_000) => createHttp({ baseURL: base, timeout });

describe('fullUrl', () => {
  it('joins the base and the path with one slash, with or without a leading one, and adds the params', () => {
    expect(fullUrl('/api', { url: 'v1/x' })).toBe('/api/v1/x');
    expect(fullUrl('/api/', { url: '/v1/x' })).toBe('/api/v1/x');
    expect(fullUrl('/api', { url: '/h', params: { limit: 10, offset: 0, skip: undefined } })).toBe(
      '/api/h?limit=10&offset=0',
    );
    expect(fullUrl('/api', { url: '/h?a=1', params: { b: 'x y' } })).toBe('/api/h?a=1&b=x+y');
  });
});

describe('xhr transport', () => {
  it('sends JSON and reads JSON', async () => {
    const res = await client().post<{ ok: boolean }>('/echo', { name: 'Élise' }, { params: { page: 2 } });
    expect(res.status).toBe(200);
    expect(res.data.ok).toBe(true);
    expect(last).toMatchObject({ method: 'POST', url: '/api/echo?page=2', type: 'application/json' });
    expect(JSON.parse(last.body)).toEqual({ name: 'Élise' });
  });

  it('sends no body and no content type when there is no data', async () => {
    await client().delete('/echo');
    expect(last).toMatchObject({ method: 'DELETE', type: undefined, body: '' });
  });

  it('sends a form as multipart, leaving its boundary to the browser', async () => {
    const form = new FormData();
    form.append('title', 'Dial');
    await client().post('/echo', form);
    expect(last.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.body).toContain('Dial');
  });

  it('reads an empty answer as undefined and a non-JSON one as its text', async () => {
    expect((await client().post('/empty')).data).toBeUndefined();
    expect((await client().get('/text')).data).toBe('plain words');
  });

  it('reads a file asked for as a Blob byte for byte, and says which answers it takes', async () => {
    const res = await client().get<Blob>('/file.pdf', {
      responseType: 'blob',
      headers: { Accept: 'application/pdf, application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.data).toBeInstanceOf(Blob);
    expect(res.data.type).toBe('application/pdf');
    const bytes = new Uint8Array(await bytesOf(res.data));
    expect([...bytes]).toEqual([...Buffer.from('%PDF-1.7\n\u00e9\u0000\u00ff', 'latin1')]);
    await client().get('/echo', { responseType: 'blob', headers: { Accept: 'application/pdf' } });
    expect(lastAccept).toBe('application/pdf');
    await client().get('/echo');
    expect(lastAccept).toBe('application/json');
  });

  it("reads a file call's error as the API's JSON error, not as a Blob", async () => {
    const failure = await client()
      .get('/missing', { responseType: 'blob' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, data: { code: 'NOT_FOUND', message: 'Nothing here' } },
    });
  });

  it("keeps the answer's headers: a code asked for too soon says how long to wait", async () => {
    const failure = await client()
      .post('/too-soon')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ response: { status: 429 } });
    expect((failure as HttpError).response?.header?.('Retry-After')).toBe('27');
    expect(resendWaitSeconds(failure)).toBe(27);
  });

  it('rejects any non-2xx status with the answer kept (docs/product.md, errors)', async () => {
    const failure = await client()
      .get('/missing')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      message: 'Request failed with status code 404',
      code: 'ERR_BAD_REQUEST',
      response: { status: 404, data: { code: 'NOT_FOUND', message: 'Nothing here' } },
    });
  });

  it("fails a slow call with 'timeout of …ms exceeded' (docs/product.md, errors)", async () => {
    await expect(client(100).get('/slow')).rejects.toMatchObject({
      message: 'timeout of 100ms exceeded',
      code: 'ECONNABORTED',
    });
  });

  it("fails an unreachable server with 'Network Error' (docs/product.md, errors)", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createHttp({ baseURL: `http://127.0.0.1:${port}/api`, timeout: 5_000 });
    await expect(unreachable.get('/x')).rejects.toMatchObject({
      message: 'Network Error',
      code: 'ERR_NETWORK',
    });
  });

  it('tells a call its caller cancelled, before or while it runs', async () => {
    const controller = new AbortController();
    const running = client().get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const failure = await running.catch((error: unknown) => error);
    expect(isCancel(failure)).toBe(true);
    await expect(client().get('/echo', { signal: controller.signal })).rejects.toMatchObject({
      code: 'ERR_CANCELED',
    });
  });
});

describe('createHttp', () => {
  it('prepares each call and gives a failure its second chance', async () => {
    let retried = 0;
    const api = createHttp({
      baseURL: base,
      timeout: 10_000,
      prepare: (request) => {
        request.headers['X-Try'] = String(request.retried ?? false);
      },
      recover: async (error, request) => {
        if (request.retried) throw error;
        retried += 1;
        return api.request({ ...request, url: '/echo', retried: true });
      },
    });
    const res = await api.get<{ echo: { url: string } }>('/missing');
    expect(res.data.echo.url).toBe('/api/echo');
    expect(retried).toBe(1);
  });
});
