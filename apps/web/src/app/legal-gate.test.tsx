// The legal gate in the router: signed-in screens lead to /legal (keeping `next`) until the latest texts are
// accepted; public screens never; the answer is cached so moving between screens does not ask each time.
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, type LoaderFunctionArgs } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../api/token-store';
import { http } from '../api/client';
import { HttpError } from '../api/http';
import { createAppRouter } from './router';
import { signIn } from '../test/fixtures/settings';
import { apiError, mockHttp, type MockReply } from '../test/mock-http';
import { testQueryClient } from '../test/render-screen';
import { lastAccepted, makeLegal } from '../test/fixtures/legal';
import { legalGate, safeNext } from '../features/legal/legal-gate';

const mock = mockHttp();
const LAST = '/legals/lastLegalsAccepted';
const gateCalls = () => mock.calls.filter((call) => call.url === LAST);

function answer(state = lastAccepted({ terms: false })) {
  mock.handler = (call): MockReply => {
    const url = call.url ?? '';
    if (url === LAST) return { status: 200, data: structuredClone(state) };
    if (url === '/v1/legals/termsAndConditions/en')
      return { status: 200, data: makeLegal('termsAndConditions', 3) };
    if (url === '/v1/legals/privacyPolicy/en') return { status: 200, data: makeLegal('privacyPolicy', 2) };
    if (url.startsWith('/legals/accept')) {
      Object.assign(state, lastAccepted());
      return { status: 200, data: structuredClone(state) };
    }
    if (url.startsWith('/v1/transactions') || url.startsWith('/v1/products/')) {
      return { status: 200, data: { items: [], total: 0 } };
    }
    return apiError(404, 'Not mocked');
  };
}

const args = (url: string) =>
  ({ request: new Request(`http://localhost${url}`), params: {}, context: undefined }) as LoaderFunctionArgs;
const where = () => window.location.pathname + window.location.search;

const routers: ReturnType<typeof createAppRouter>[] = [];

function openApp(url: string) {
  window.history.replaceState(null, '', url);
  const client = testQueryClient();
  const router = createAppRouter(client);
  routers.push(router);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

beforeEach(() => {
  signIn();
});

afterEach(() => {
  // unmounted first, then stopped: a router left running would go on moving the one window's history
  cleanup();
  for (const router of routers.splice(0)) router.dispose();
  tokenStore.clear();
  window.history.replaceState(null, '', '/');
});

describe('safeNext', () => {
  it('keeps a path of this app, and sends anything else home', () => {
    expect(safeNext('/items/abc?tab=messages')).toBe('/items/abc?tab=messages');
    expect(safeNext('/settings')).toBe('/settings');
    for (const unsafe of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:x',
    ]) {
      expect(safeNext(unsafe), String(unsafe)).toBe('/');
    }
    expect(safeNext('/legal?next=/x')).toBe('/');
    expect(safeNext('/a\nb')).toBe('/');
  });
});

describe('legalGate', () => {
  it('sends to /legal with where the owner was going, until up to date; asks once for a while', async () => {
    const client = testQueryClient();
    answer();
    const denied = await legalGate(client, args('/items/abc?tab=history'));
    expect(denied?.status).toBe(302);
    expect(denied?.headers.get('Location')).toBe('/legal?next=%2Fitems%2Fabc%3Ftab%3Dhistory');
    // cached: the next screen does not ask again
    await legalGate(client, args('/activity'));
    expect(gateCalls()).toHaveLength(1);

    const fresh = testQueryClient();
    answer(lastAccepted());
    expect(await legalGate(fresh, args('/activity'))).toBeNull();
  });

  it('leads to /legal when the check fails, where the owner can retry', async () => {
    mock.handler = () => apiError(503, 'Resting');
    const denied = await legalGate(testQueryClient(), args('/'));
    expect(denied?.headers.get('Location')).toBe('/legal');
  });

  it('offline, reads its last answer (kept for reading offline) without waiting for the network', async () => {
    const client = testQueryClient();
    answer(lastAccepted());
    expect(await legalGate(client, args('/'))).toBeNull();
    // the answer is stale by now; offline, it still decides, and nothing is asked
    await client.invalidateQueries();
    const asked = gateCalls().length;
    onlineManager.setOnline(false);
    try {
      expect(await legalGate(client, args('/items/abc'))).toBeNull();
      expect(gateCalls()).toHaveLength(asked);
      // with no answer kept, the gate still leads to /legal (which explains), never on to the screen
      const denied = await legalGate(testQueryClient(), args('/activity'));
      expect(denied?.headers.get('Location')).toBe('/legal?next=%2Factivity');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('reads its last answer when the call gets no answer at all (a network that says it is there)', async () => {
    const client = testQueryClient();
    answer(lastAccepted());
    await legalGate(client, args('/'));
    await client.invalidateQueries();
    http.transport = () => Promise.reject(new HttpError('Network Error', 'ERR_NETWORK'));
    expect(await legalGate(client, args('/activity'))).toBeNull();
  });
});

describe('the router with the gate', () => {
  it('shows the gate instead of a signed-in screen, then goes on there once accepted', async () => {
    answer();
    const { router } = openApp('/activity?tab=sent');
    // the first lazy screen of the run takes its time to compile
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Before you continue' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(where()).toBe('/legal?next=%2Factivity%3Ftab%3Dsent');

    // nothing else is reachable meanwhile: going elsewhere leads back here
    await act(() => router.navigate('/'));
    expect(where()).toBe('/legal');
    await act(() => router.navigate('/activity?tab=sent'));
    expect(where()).toBe('/legal?next=%2Factivity%3Ftab%3Dsent');
    const box = await screen.findByRole(
      'checkbox',
      { name: 'I accept the terms and conditions' },
      { timeout: 3000 },
    );
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(where()).toBe('/activity?tab=sent'));
    // one check, then the cached acceptance lets the screen open
    expect(gateCalls()).toHaveLength(1);
  });

  it('opens signed-in screens at once when the texts are accepted', async () => {
    answer(lastAccepted());
    const { router } = openApp('/activity');
    await waitFor(() => expect(gateCalls()).toHaveLength(1));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(where()).toBe('/activity');
    expect(screen.queryByRole('heading', { name: 'Before you continue' })).not.toBeInTheDocument();
  });

  it('never gates the public screens', async () => {
    answer();
    const { router } = openApp('/verify/pub-1');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(where()).toBe('/verify/pub-1');
    await act(() => router.navigate('/confirm-email?token=x'));
    expect(where()).toBe('/confirm-email?token=x');
    expect(gateCalls()).toHaveLength(0);
    // signed out, the sign-in screen is not gated either
    tokenStore.clear();
    await act(() => router.navigate('/login'));
    expect(where()).toBe('/login');
    expect(gateCalls()).toHaveLength(0);
  });
});
