// Test support: a screen inside the app's providers, a memory router and a fresh query cache.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from '../lib/router';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const made = new Set<QueryClient>();

/** A client a test made itself (e.g. the app's own, `createQueryClient`), emptied after the test as ours are. */
export function clearedAfterTest<T extends QueryClient>(client: T): T {
  made.add(client);
  return client;
}

/** A query that retries (the app's own `retry` options are kept) does so at once: no test waits a real second. */
export function testQueryClient() {
  return clearedAfterTest(
    new QueryClient({
      defaultOptions: {
        queries: { retry: false, retryDelay: 0, gcTime: Infinity },
        mutations: { retry: false, retryDelay: 0 },
      },
    }),
  );
}

/**
 * After each test: its caches emptied, their reads cancelled. A read paused offline would otherwise go on when a
 * later test (of another file: the module graph is shared) comes back online, through that test's fake network.
 */
export function clearTestQueryClients(): void {
  for (const client of made) client.clear();
  made.clear();
}

/** Renders `element` at `path` (e.g. "/collections/:id"), opened on `url`; other addresses show a stub. */
export function renderScreen(
  element: ReactElement,
  path: string,
  url: string,
  queryClient = testQueryClient(),
) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <Location />
          </>
        ),
      },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export const currentLocation = () => screen.getByTestId('location').textContent;
