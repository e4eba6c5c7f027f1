// The page frame's redirect when the session ends: to sign-in from a private screen, never off a public one.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../api/token-store';
import { testQueryClient } from '../features/items/shared/render-screen.testing';
import { fakeJwt } from '../test/fake-jwt';
import { RootLayout } from './root-layout';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/login', element: <p>Sign-in screen</p> },
          { path: '/settings/delete', element: <p>Delete screen</p> },
          { path: '/account-deleted', element: <p>Goodbye screen</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  const future = Math.floor(Date.now() / 1000) + 3600;
  tokenStore.save({
    accessToken: fakeJwt({ sub: 'u', exp: future }),
    refreshToken: fakeJwt({ sub: 'u', exp: future }),
  });
});

afterEach(() => {
  cleanup();
  tokenStore.clear();
  window.history.replaceState(null, '', '/');
});

describe('RootLayout', () => {
  it('sends a private screen to sign-in once the session ends', async () => {
    const router = renderAt('/settings/delete');
    expect(await screen.findByText('Delete screen')).toBeInTheDocument();
    act(() => tokenStore.clear());
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stays when the address is already on a public screen the render has not reached yet', async () => {
    const router = renderAt('/settings/delete');
    expect(await screen.findByText('Delete screen')).toBeInTheDocument();
    // as during a view transition: the address has moved to the goodbye screen, the rendered location not yet
    window.history.replaceState(null, '', '/account-deleted');
    await act(async () => tokenStore.clear());
    expect(router.state.location.pathname).toBe('/settings/delete');
    await act(async () => router.navigate('/account-deleted', { replace: true }));
    expect(await screen.findByText('Goodbye screen')).toBeInTheDocument();
  });
});
