// The tests' console: the console's frame (ConsoleLayout) with the screens a test opens, at an address.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { testQueryClient } from '../../test/render-screen';
import * as screens from './console-screens';

/** Renders the console at `at`, with these screens inside its frame. */
export function renderConsoleAt(at: string, children: { path: string; element: ReactElement }[]) {
  const router = createMemoryRouter([{ element: <screens.ConsoleLayout />, children }], {
    initialEntries: [at],
  });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
