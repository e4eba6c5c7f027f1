// The brand's settings, fetched once a visit and remembered, so the next visit starts in its colours.
// Read straight from the query cache (no query observer): this runs on the sign-in screen too, whose
// JavaScript should stay small.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { clientKeys, clientSettingsQuery, type ClientSettings } from '../../api/clients';
import { parseRememberedSettings } from './remembered-settings';

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
  const fresh = useSyncExternalStore(subscribe, () =>
    queryClient.getQueryData<ClientSettings>(clientKeys.settings()),
  );

  useEffect(() => {
    // shared by every caller: one request a visit (staleTime Infinity), failures leave the defaults
    queryClient
      .fetchQuery(clientSettingsQuery())
      .then(remember)
      .catch(() => undefined);
  }, [queryClient]);

  return fresh ?? remembered;
}
