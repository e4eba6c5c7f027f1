// Test helper: reads a widget's stylesheet, to check the constants of docs/product.md "Limits" that only CSS carries (jsdom has no layout).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = dirname(fileURLToPath(import.meta.url));

export function cssSource(fileName: string): string {
  return readFileSync(join(folder, fileName), 'utf8');
}

/** Declarations of the first rule whose selector is exactly `selector`, e.g. ".tab" or ".panel". */
export function cssRule(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

/** Body of the first `@media (…)` block whose condition contains `condition`, e.g. "min-width: 768px". */
export function cssMedia(css: string, condition: string): string {
  const start = css.indexOf(condition);
  const open = css.indexOf('{', start);
  if (start === -1 || open === -1) return '';
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    if (css[index] === '}' && --depth === 0) return css.slice(open + 1, index);
  }
  return '';
}
