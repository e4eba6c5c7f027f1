// Brands (clients): the settings that theme the app, and a brand's after-sales (SAV) stores.
import type { clientRoutes, RouteResponse } from '@heirloom/contract';
import { buildPath, clientPaths } from '@heirloom/contract/light';
import { queryOptions } from '@tanstack/react-query';
import { http } from './client';

export type ClientSettings = RouteResponse<typeof clientRoutes.settings>;
export type BrandTheme = ClientSettings['theme'];
export type SavStore = RouteResponse<typeof clientRoutes.savStores>['items'][number];

/** No session needed: the sign-in screen is branded too. */
export async function fetchClientSettings(signal?: AbortSignal): Promise<ClientSettings> {
  return (await http.get<ClientSettings>(clientPaths.settings, { signal })).data;
}

export async function fetchSavStores(clientId: string, signal?: AbortSignal): Promise<SavStore[]> {
  const url = buildPath(clientPaths.savStores, { id: clientId });
  return (await http.get<RouteResponse<typeof clientRoutes.savStores>>(url, { signal })).data.items;
}

export const clientKeys = {
  all: ['clients'] as const,
  settings: () => [...clientKeys.all, 'settings'] as const,
  savStores: (clientId: string) => [...clientKeys.all, clientId, 'savStores'] as const,
};

export const clientSettingsQuery = () =>
  queryOptions({
    queryKey: clientKeys.settings(),
    queryFn: ({ signal }) => fetchClientSettings(signal),
    // fetched once a visit: a brand does not restyle itself while someone is using the app
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  });

export const savStoresQuery = (clientId: string) =>
  queryOptions({
    queryKey: clientKeys.savStores(clientId),
    queryFn: ({ signal }) => fetchSavStores(clientId, signal),
    staleTime: 5 * 60_000,
  });
