// The app's providers (React Query) around the router; the texts are the app's own store (i18n/react).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type Router } from '../lib/router';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      // offline, a query waits for the network and its screen shows what was kept; a change is tried at once, and
      // fails saying "You are offline", rather than waiting unseen to be sent later (decision 038)
      mutations: { networkMode: 'always' },
    },
  });
}

/** `router` walks the app's routes (app/router.tsx) and starts its screens' data in `queryClient`. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: Router }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
