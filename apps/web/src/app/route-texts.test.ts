// Each lazy screen loads the namespaces its code uses (router.tsx and owner-routes.tsx, `withTexts`), and the entry chunk's code uses
// only `common`: the tests add every namespace up front, so this walk is what catches a screen shown with raw keys.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureNamespaces } from '../i18n';

const here = dirname(fileURLToPath(import.meta.url));
// the console's routes and the owners' (one folder: their imports resolve alike)
const routerFiles = [resolve(here, 'router.tsx'), resolve(here, 'owner-routes.tsx')];
const routerFile = routerFiles[0]!;
const router = routerFiles.map((file) => readFileSync(file, 'utf8')).join('\n');

/** The file an import names, when it is one of the app's own modules. */
function moduleFile(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.tsx`, `${base}.ts`, `${base}/index.ts`].find((file) => existsSync(file));
}

const keyPrefix = /['"`](items|aftersales|shop|settings|transfers|messages|legal|console)\.[a-zA-Z]/g;
const importStatement =
  /^(import|export)(?!\s+type\b)([^;]*?)\sfrom\s+'([^']+)'|^import\s+'([^']+)'|import\('([^']+)'\)/gm;

/** The value names an import or re-export brings (`{ A, type B, C as D }`), or undefined for all of them. */
function namesIn(clause: string): string[] | undefined {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /\*/.test(clause)) return undefined;
  return braces[1]!
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!);
}

/**
 * The namespaces whose keys appear in `file` and the modules it imports, statically or lazily. From a barrel
 * (an index.ts of re-exports) only the modules of the names imported are followed, as the bundler does.
 */
function namespacesUsed(file: string, names?: string[], seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  const barrel = file.endsWith('index.ts');
  if (!barrel && seen.has(file)) return used;
  if (!barrel) seen.add(file);
  const code = readFileSync(file, 'utf8');
  if (!barrel) {
    for (const [, prefix] of code.matchAll(keyPrefix)) used.add(prefix!);
    if (/['"`]ui\.stepUpCode\./.test(code)) used.add('step-up');
  }
  for (const [, keyword, clause, staticSpecifier, bareSpecifier, lazySpecifier] of code.matchAll(
    importStatement,
  )) {
    // the router's lazy screens are checked one by one, each with the namespaces it loads
    if (lazySpecifier && routerFiles.includes(file)) continue;
    const imported = lazySpecifier ? undefined : namesIn(clause!);
    if (
      barrel &&
      keyword === 'export' &&
      names &&
      imported &&
      !imported.some((name) => names.includes(name))
    ) {
      continue;
    }
    const next = moduleFile(file, (staticSpecifier ?? bareSpecifier ?? lazySpecifier)!);
    if (next) for (const namespace of namespacesUsed(next, imported, seen)) used.add(namespace);
  }
  return used;
}

const screens = [...router.matchAll(/withTexts\(import\('([^']+)'\),\s*([^)]*)\)/g)].map(
  ([, specifier, list]) => ({
    specifier: specifier!,
    declared: [...list!.matchAll(/'([^']+)'/g)].map(([, namespace]) => namespace!),
  }),
);

describe('texts loaded with the screens', () => {
  it('finds the lazy screens and knows every namespace they name', () => {
    expect(screens.length).toBeGreaterThanOrEqual(15);
    for (const { declared } of screens) {
      for (const namespace of declared) expect(featureNamespaces).toContain(namespace);
    }
  });

  it.each(screens)('$specifier loads the namespaces its code uses', ({ specifier, declared }) => {
    const file = moduleFile(routerFile, specifier);
    expect(file, specifier).toBeDefined();
    // every namespace its code uses, and no other (each costs a request)
    expect([...declared].sort()).toEqual([...namespacesUsed(file!)].sort());
  });

  it('keeps feature texts out of the sign-in screen: the entry, the app shell and the screens without texts', () => {
    const bare = [...router.matchAll(/\(await import\('([^']+)'\)\)/g)].map(([, specifier]) => specifier!);
    expect(bare).toContain('../features/auth/login-screen');
    const files = [
      resolve(here, '../main.tsx'),
      ...bare.map((specifier) => moduleFile(routerFile, specifier)!),
    ];
    for (const file of files) expect([...namespacesUsed(file)], file).toEqual([]);
  });
});
