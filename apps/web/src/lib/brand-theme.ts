// A brand's colours as CSS variables: for the whole app (client settings) or one item's page.
import type { CSSProperties } from 'react';
import type { BrandTheme } from '../api/clients';

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(?:rgba?|hsla?|oklch|oklab|lab|lch)\([\d\s.,%/+-]*(?:deg|turn|rad)?[\d\s.,%/+-]*\)$/i;

/** Only plain colour values: a theme comes from the server and must not smuggle in url() or other CSS. */
export function safeColor(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && (HEX.test(v) || FUNCTION.test(v)) ? v : undefined;
}

export type CssVariables = Record<`--${string}`, string>;

/** The three brand colours every widget reads (theme.css `--brand-*`). */
export function brandVariables(theme: Partial<BrandTheme>): CssVariables {
  const vars: CssVariables = {};
  const primary = safeColor(theme.primary);
  const onPrimary = safeColor(theme.onPrimary);
  const accent = safeColor(theme.accent);
  // primary and the text on it only travel together, so a button never ends up unreadable
  if (primary && onPrimary) {
    vars['--brand-primary'] = primary;
    vars['--brand-on-primary'] = onPrimary;
  }
  if (accent) vars['--brand-accent'] = accent;
  return vars;
}

/** App-wide: brand colours plus page colours; the derived tones keep muted text and borders in tune. */
export function appVariables(theme: Partial<BrandTheme>): CssVariables {
  const vars = brandVariables(theme);
  const background = safeColor(theme.background);
  const surface = safeColor(theme.surface);
  const text = safeColor(theme.text);
  if (background && surface && text) {
    vars['--color-bg'] = background;
    vars['--color-surface'] = surface;
    vars['--color-fg'] = text;
    vars['--color-muted'] = `color-mix(in srgb, ${text} 72%, ${background})`;
    vars['--color-border'] = `color-mix(in srgb, ${text} 20%, ${background})`;
    const accent = vars['--brand-accent'] ?? 'var(--brand-accent)';
    vars['--color-selected'] = `color-mix(in srgb, ${accent} 14%, ${surface})`;
  }
  return vars;
}

/** For a `style` prop: React sets custom properties through the CSSOM, which the CSP allows. */
export function scopeStyle(theme: Partial<BrandTheme>): CSSProperties {
  const vars = brandVariables(theme);
  const accent = vars['--brand-accent'];
  if (accent) vars['--color-selected'] = `color-mix(in srgb, ${accent} 14%, var(--color-surface))`;
  return vars as CSSProperties;
}

/** Sets the variables on an element and gives back how to undo it. */
export function applyVariables(element: HTMLElement, vars: CssVariables): () => void {
  const names = Object.keys(vars) as (keyof CssVariables)[];
  for (const name of names) element.style.setProperty(name, vars[name] ?? null);
  return () => {
    for (const name of names) element.style.removeProperty(name);
  };
}
