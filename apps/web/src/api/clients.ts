// Brands (clients): the settings that theme the app, and a brand's after-sales (SAV) stores.
import type { clientRoutes, RouteResponse } from '@heirloom/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { parseRememberedSettings } from '../lib/remembered-settings';
import { call } from './client';
import { lightClientRoutes } from './light-routes';

export type ClientSettings = RouteResponse<typeof clientRoutes.settings>;
export type BrandTheme = ClientSettings['theme'];
export type SavStore = RouteResponse<typeof clientRoutes.savStores>['items'][number];

/** No session needed: the sign-in screen is branded too. */
export async function fetchClientSettings(signal?: AbortSignal): Promise<ClientSettings> {
  return call(lightClientRoutes.settings, { signal });
}

export async function fetchSavStores(clientId: string, signal?: AbortSignal): Promise<SavStore[]> {
  return (await call(lightClientRoutes.savStores, { params: { id: clientId }, signal })).items;
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

/*
 * The brand's settings, fetched once a visit and remembered, so the next visit starts in its colours. Read
 * straight from the query cache (no query observer): this runs on the sign-in screen too, whose JavaScript
 * should stay small.
 */
const STORAGE_KEY = 'heirloom.brand';

export function rememberedSettings(): ClientSettings | undefined {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    return parseRememberedSettings(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

function remember(settings: ClientSettings) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // not remembered: the next visit fetches them before theming, nothing else changes
  }
}

/** The settings: fresh from the server once they arrive, the remembered copy until then (or offline). */
export function useBrandSettings(): ClientSettings | undefined {
  const queryClient = useQueryClient();
  const [remembered] = useState(rememberedSettings);
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const cached = () => queryClient.getQueryData<ClientSettings>(clientKeys.settings());
  // the server's render reads the same cache (it fetched the settings first)
  const fresh = useSyncExternalStore(subscribe, cached, cached);

  useEffect(() => {
    // shared by every caller: one request a visit (staleTime Infinity), failures leave the defaults
    queryClient
      .fetchQuery(clientSettingsQuery())
      .then(remember)
      .catch(() => undefined);
  }, [queryClient]);

  return fresh ?? remembered;
}
