// The public authenticity page inside the app's frame: open to someone signed out, where a private screen sends
// them to sign in.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../api/token-store';
import { VerifyScreen } from '../features/verify/verify-screen';
import { makePublicItem } from '../test/fixtures/protection';
import { mockHttp } from '../test/mock-http';
import { testQueryClient } from '../test/render-screen';
import { RootLayout } from './root-layout';

const mock = mockHttp();

describe('the verify route', () => {
  it('stays open to someone signed out, where other screens send them to sign in', async () => {
    tokenStore.clear();
    mock.handler = () => ({ status: 200, data: makePublicItem() });
    const routes = [
      {
        element: <RootLayout />,
        children: [
          { path: '/verify/:publicId', element: <VerifyScreen /> },
          { path: '/login', element: <p>Sign-in screen</p> },
          { path: '/items/:id', element: <p>Item screen</p> },
        ],
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/verify/pub-1'] });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Chronograph No. 1' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify/pub-1');
    await router.navigate('/items/1');
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
  });
});
