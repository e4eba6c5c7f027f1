// The typed call: a contract route's path filled and encoded, its query and body sent, its answer typed.
import { defineRoute, itemRoutes, type RouteResponse } from '@heirloom/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { callWith, lightRoute, type Placeholders } from './call';
import { createHttp, HttpError, type HttpRequest } from './http';

const calls: { request: HttpRequest; url: string }[] = [];
let reply: { status: number; data?: unknown } = { status: 200 };
const client = createHttp({
  baseURL: '/api',
  timeout: 10_000,
  prepare: (request) => {
    request.headers['Accept-Language'] = 'fr';
  },
});
client.transport = async (request, url) => {
  calls.push({ request, url });
  return { status: reply.status, data: reply.data };
};
const call = callWith(client);
const answer = (status: number, data?: unknown) => {
  calls.length = 0;
  reply = { status, data };
};

const noteRoute = defineRoute({
  method: 'PUT',
  path: '/v1/things/:thingId/notes/:noteId',
  auth: true,
  summary: 'A test route',
  tags: ['test'],
  params: z.object({ thingId: z.uuid(), noteId: z.coerce.number().int() }),
  querystring: z.object({ lang: z.enum(['en', 'fr']).optional(), page: z.coerce.number().default(1) }),
  body: z.object({ text: z.string().min(1), pinned: z.boolean().default(false) }),
  response: { 200: z.object({ id: z.number(), text: z.string() }), 404: z.object({ code: z.string() }) },
});

const walletRoute = defineRoute({
  method: 'GET',
  path: '/wallets/:address',
  auth: false,
  summary: 'A test route',
  tags: ['test'],
  params: z.object({ address: z.string() }),
  response: { 200: z.object({ valid: z.boolean() }) },
});

describe('call', () => {
  it('fills the placeholders, sends the method, the query and the body, and answers the body', async () => {
    answer(200, { id: 7, text: 'hello' });
    const note = await call(noteRoute, {
      params: { thingId: 'a-b', noteId: 7 },
      query: { lang: 'fr', page: 2 },
      body: { text: 'hello' },
    });
    expect(note).toEqual({ id: 7, text: 'hello' });
    expectTypeOf(note).toEqualTypeOf<{ id: number; text: string }>();
    const [{ request, url }] = calls as [(typeof calls)[number]];
    expect(request.method).toBe('put');
    expect(request.url).toBe('/v1/things/a-b/notes/7');
    expect(url).toBe('/api/v1/things/a-b/notes/7?lang=fr&page=2');
    expect(request.data).toEqual({ text: 'hello' });
    // what the client adds to every call still happens
    expect(request.headers['Accept-Language']).toBe('fr');
  });

  it('encodes what it puts in the path', async () => {
    answer(200, { valid: false });
    await call(walletRoute, { params: { address: 'a b/c?d#é' } });
    expect(calls[0]?.request.url).toBe('/wallets/a%20b%2Fc%3Fd%23%C3%A9');
  });

  it('calls a light route as the route it names', async () => {
    answer(200, { valid: true });
    const light = lightRoute<typeof walletRoute>('GET', '/wallets/:address');
    await expect(call(light, { params: { address: '0x1' } })).resolves.toEqual({ valid: true });
    expect(calls[0]?.request).toMatchObject({ method: 'get', url: '/wallets/0x1' });
  });

  it('leaves out a query value that is undefined, and sends no body when none is given', async () => {
    answer(200, { id: 1, text: '' });
    await call(noteRoute, {
      params: { thingId: 'x', noteId: 1 },
      query: { lang: undefined },
      body: { text: 't' },
    });
    expect(calls[0]?.url).toBe('/api/v1/things/x/notes/1');
    answer(200, { items: [] });
    await call(itemRoutes.images, { params: { id: 'i' } });
    expect(calls[0]?.request).not.toHaveProperty('data');
    expect(calls[0]?.request).not.toHaveProperty('params');
  });

  it('passes a signal, a timeout and upload progress on to the client, and a form as the body', async () => {
    answer(201, { id: 'img' });
    const controller = new AbortController();
    const onUploadProgress = () => undefined;
    const form = new FormData();
    await call(itemRoutes.addImage, {
      params: { id: 'i 1' },
      body: form,
      signal: controller.signal,
      timeout: 180_000,
      onUploadProgress,
    });
    const { request } = calls[0]!;
    expect(request.url).toBe('/v1/products/addImage/i%201');
    expect(request.data).toBe(form);
    expect(request.signal).toBe(controller.signal);
    expect(request.timeout).toBe(180_000);
    expect(request.onUploadProgress).toBe(onUploadProgress);
  });

  it('fails as the client does on a refusal', async () => {
    answer(404, { code: 'NOT_FOUND' });
    const refused = call(noteRoute, { params: { thingId: 'x', noteId: 1 }, body: { text: 't' } });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ response: { status: 404, data: { code: 'NOT_FOUND' } } });
  });

  it('refuses a missing placeholder', async () => {
    await expect(call(noteRoute, { params: { thingId: 'x' }, body: { text: 't' } } as never)).rejects.toThrow(
      /noteId/,
    );
  });

  it('types its input and its answer from the route', () => {
    expectTypeOf<Placeholders<'/v1/products/:id/repair/:repairId'>>().toEqualTypeOf<'id' | 'repairId'>();
    expectTypeOf<Placeholders<'/v1/products/count'>>().toEqualTypeOf<never>();
    type Images = Awaited<ReturnType<typeof call<typeof itemRoutes.images>>>;
    expectTypeOf<Images>().toEqualTypeOf<RouteResponse<typeof itemRoutes.images>>();
    // a light route answers as the route it names
    type Light = Awaited<ReturnType<typeof call<ReturnType<typeof lightRoute<typeof walletRoute>>>>>;
    expectTypeOf<Light>().toEqualTypeOf<{ valid: boolean }>();
    const typeChecks = () => {
      // @ts-expect-error: the route has placeholders, so params are needed
      void call(itemRoutes.images);
      // @ts-expect-error: a placeholder the path does not have
      void call(itemRoutes.images, { params: { id: 'i', other: 'x' } });
      // @ts-expect-error: the body must be the route's
      void call(noteRoute, { params: { thingId: 'x', noteId: 1 }, body: { words: 't' } });
      // @ts-expect-error: a light route's path must be the contract's
      lightRoute<typeof walletRoute>('GET', '/wallets/:other');
      // no input at all when the route needs none
      void call(itemRoutes.count);
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
