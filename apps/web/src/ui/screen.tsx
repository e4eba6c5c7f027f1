// A screen's frame: one column filling the page, its parts evenly spaced; an item's screens wear its brand's
// colours (`theme`) without touching the rest of the app.
import type { ComponentPropsWithRef } from 'react';
import type { BrandTheme } from '../api/clients';
import { scopeStyle } from '../lib/brand-theme';
import { cx } from './class-names';
import styles from './screen.module.css';

export interface ScreenProps extends ComponentPropsWithRef<'div'> {
  /** The space between the screen's parts, in steps of the spacing scale (theme.css `--space-*`). */
  gap?: 0 | 3 | 4 | 5;
  /** The colours of the brand the screen is about (an item's, a collection's). */
  theme?: Partial<BrandTheme>;
}

export function Screen({ gap = 4, theme, className, style, children, ...rest }: ScreenProps) {
  return (
    <div
      {...rest}
      className={cx(styles.screen, className)}
      data-gap={gap}
      style={theme ? { ...scopeStyle(theme), ...style } : style}
      data-brand-scope={theme ? '' : undefined}
    >
      {children}
    </div>
  );
}
