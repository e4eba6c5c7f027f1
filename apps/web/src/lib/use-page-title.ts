// The browser tab's title follows the screen ("Chronographe 1931 · Maison Aurèle"): screen readers announce it.
import { useEffect } from 'react';
import { useTranslation } from '../i18n/react';
import { useBrandSettings } from '../api/clients';

export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation();
  const brand = useBrandSettings()?.name ?? t('app.name');
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${brand}` : brand;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}
