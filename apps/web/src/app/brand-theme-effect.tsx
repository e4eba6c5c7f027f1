// Applies the brand's colours to the whole document (docs/product.md "Client settings"); renders nothing.
import { useLayoutEffect } from 'react';
import { appVariables, applyVariables, safeColor } from '../lib/brand-theme';
import { useBrandSettings } from '../api/clients';

export function BrandThemeEffect() {
  const theme = useBrandSettings()?.theme;

  // before paint, so the page never flashes in the default colours once the brand is known
  useLayoutEffect(() => {
    if (!theme) return;
    const undo = applyVariables(document.documentElement, appVariables(theme));
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previous = meta?.content;
    const primary = safeColor(theme.primary);
    if (meta && primary) meta.content = primary;
    return () => {
      undo();
      if (meta && previous !== undefined) meta.content = previous;
    };
  }, [theme]);

  return null;
}
