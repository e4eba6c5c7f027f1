// The page frame's redirect when the session ends (to sign-in from a private screen, never off a public one), and
// where a screen opens: a new one at its top, the same one with other search parameters where the reader was.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api/token-store';
import { testQueryClient } from '../test/render-screen';
import { signIn } from '../test/fixtures/settings';
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
          { path: '/items/:id', element: <p>Item screen</p> },
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

let scrolledTo: [number, number][] = [];

beforeEach(() => {
  scrolledTo = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrolledTo.push([x, y]);
  }) as typeof window.scrollTo);
  signIn();
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

  it('opens a new screen at its top, and keeps the place when only a tab in the address changes', async () => {
    const router = renderAt('/items/1');
    expect(await screen.findByText('Item screen')).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    scrolledTo = [];
    await act(async () => router.navigate('/items/1?tab=messages', { replace: true }));
    expect(scrolledTo).toEqual([[0, 640]]);
    scrolledTo = [];
    await act(async () => router.navigate('/items/2'));
    expect(await screen.findByText('Item screen')).toBeInTheDocument();
    expect(scrolledTo).toEqual([[0, 0]]);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('gives a new screen the focus when the control that led there is gone, not when a screen took it', async () => {
    const router = renderAt('/items/1');
    expect(await screen.findByText('Item screen')).toBeInTheDocument();
    const main = screen.getByRole('main');
    // the link that was tapped went away with its screen: the focus fell to the page
    (document.activeElement as HTMLElement | null)?.blur();
    await act(async () => router.navigate('/items/2'));
    expect(document.activeElement).toBe(main);

    // the same screen with another tab in the address: the focus stays where the reader put it
    const field = document.createElement('input');
    main.append(field);
    field.focus();
    await act(async () => router.navigate('/items/2?tab=history', { replace: true }));
    expect(document.activeElement).toBe(field);
    // a new screen whose own field holds the focus keeps it
    await act(async () => router.navigate('/settings/delete'));
    expect(document.activeElement).toBe(field);
    field.remove();
  });
});
