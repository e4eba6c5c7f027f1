// @vitest-environment happy-dom
// Opposition and public-page client: paths and bodies, and the public calls never carry the owner's token.
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, bodyOf, describeCall, mockHttp } from '../test/mock-http';
import { makeItem } from '../test/fixtures/items';
import { fakeJwt } from '../test/fake-jwt';
import { errorMessage } from './errors';
import { i18n } from '../i18n';
import { fetchPublicItem, makeOpposition, sendFinderMessage, withdrawOpposition } from './protection';
import { tokenStore } from './token-store';

const mock = mockHttp();
const item = makeItem(1);
const future = () => Math.floor(Date.now() / 1000) + 600;

afterEach(() => tokenStore.clear());

describe('protection client', () => {
  it('declares lost or stolen with the kind, and withdraws with details', async () => {
    mock.handler = () => ({ status: 200, data: item });
    await expect(makeOpposition(item.id, 'stolen', ' Taken from my car ')).resolves.toEqual(item);
    await withdrawOpposition(item.id, ' Found it ');
    expect(mock.calls.map(describeCall)).toEqual([
      `POST /products/makeOpposition/${item.id}`,
      `POST /products/withdrawOpposition/${item.id}`,
    ]);
    expect(bodyOf(mock.calls[0])).toEqual({ details: 'Taken from my car', kind: 'stolen' });
    expect(bodyOf(mock.calls[1])).toEqual({ details: 'Found it' });
  });

  it('reads the public page and writes to the owner without the bearer token, even when signed in', async () => {
    tokenStore.save({
      accessToken: fakeJwt({ exp: future(), n: 1 }),
      refreshToken: fakeJwt({ exp: future(), n: 2 }),
    });
    mock.handler = (call) =>
      call.method === 'post' ? { status: 202, data: { sent: true } } : { status: 200, data: {} };
    await fetchPublicItem('pub-1');
    await sendFinderMessage('pub-1', { message: '  I found it in the park.  ', contact: '   ' });
    await sendFinderMessage('pub-1', { message: 'I found it in the park.', contact: ' me@example.com ' });
    expect(mock.calls.map(describeCall)).toEqual([
      'GET /public/items/pub-1',
      'POST /public/items/pub-1/messages',
      'POST /public/items/pub-1/messages',
    ]);
    expect(mock.calls.every((call) => call.headers.Authorization === undefined)).toBe(true);
    expect(bodyOf(mock.calls[1])).toEqual({ message: 'I found it in the park.' });
    expect(bodyOf(mock.calls[2])).toEqual({ message: 'I found it in the park.', contact: 'me@example.com' });
    // the owner's own calls still carry it
    await fetchPublicItem('pub-1');
    mock.handler = () => ({ status: 200, data: item });
    await makeOpposition(item.id, 'lost', 'Lost in the train');
    expect(mock.calls.at(-1)?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('lets a rate limit through with the server’s sentence', async () => {
    mock.handler = () => apiError(429, 'Too many messages. Please try again in 42 min.');
    const failure = await sendFinderMessage('pub-1', { message: 'I found it in the park.' }).catch(
      (e: unknown) => e,
    );
    expect(errorMessage(failure, i18n.t)).toBe('Too many messages. Please try again in 42 min.');
  });
});
