// A container in one brand's colours (an item's own brand), without touching the rest of the app.
import type { ReactNode } from 'react';
import type { BrandTheme } from '../api/clients';
import { scopeStyle } from '../lib/brand-theme';

export interface BrandScopeProps {
  theme: Partial<BrandTheme> | undefined;
  className?: string;
  children: ReactNode;
}

export function BrandScope({ theme, className, children }: BrandScopeProps) {
  return (
    <div className={className} style={theme ? scopeStyle(theme) : undefined} data-brand-scope="">
      {children}
    </div>
  );
}
