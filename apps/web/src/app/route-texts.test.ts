// Each lazy screen loads the namespaces its code uses (router.tsx and owner-routes.tsx, `withTexts`), and the entry chunk's code uses
// only `common`: the tests add every namespace up front, so this walk is what catches a screen shown with raw keys.
// The walk reads the code with the TypeScript compiler (its syntax tree, and its module resolution with the app's
// tsconfig), as the bundler would follow it: no pattern matching over source text.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { featureNamespaces } from '../i18n';

const here = dirname(fileURLToPath(import.meta.url));
// the console's routes and the owners' (one folder: their imports resolve alike)
const routerFiles = [
  resolve(here, 'router.tsx'),
  resolve(here, 'owner-routes.tsx'),
  resolve(here, 'heirs-care-routes.tsx'),
  resolve(here, 'inheritance-routes.tsx'),
];

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(resolve(here, '../../tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  resolve(here, '../..'),
);

/** The file an import names, when it is one of the app's own modules (not a package). */
function moduleFile(from: string, specifier: string): string | undefined {
  const { resolvedModule } = ts.resolveModuleName(specifier, from, options, ts.sys);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
  return resolve(resolvedModule.resolvedFileName);
}

/** An import or re-export of a module: the value names it brings, or undefined for all of them. */
interface ModuleLink {
  specifier: string;
  names?: string[];
  reExport: boolean;
  /** `import('…')`, and the call it is the first argument of (`withTexts`), if any */
  lazy?: { within?: ts.CallExpression };
}

interface Parsed {
  links: ModuleLink[];
  /** every string and template text of the code (comments are not in the tree) */
  strings: string[];
  tree: ts.SourceFile;
}

const parsed = new Map<string, Parsed>();

const valueNames = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
  elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);

function parse(file: string, text?: string): Parsed {
  const known = parsed.get(file);
  if (known) return known;
  const code = text ?? readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const result: Parsed = { links: [], strings: [], tree };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      result.strings.push(node.text);
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (!clause?.isTypeOnly) {
        const bindings = clause?.namedBindings;
        const names =
          !clause || (bindings && ts.isNamespaceImport(bindings))
            ? undefined
            : [...(clause.name ? ['default'] : []), ...(bindings ? valueNames(bindings.elements) : [])];
        result.links.push({ specifier: node.moduleSpecifier.text, names, reExport: false });
      }
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) {
        const clause = node.exportClause;
        const names = clause && ts.isNamedExports(clause) ? valueNames(clause.elements) : undefined;
        result.links.push({ specifier: node.moduleSpecifier.text, names, reExport: true });
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) {
        const parent = node.parent;
        const within = ts.isCallExpression(parent) && parent.arguments[0] === node ? parent : undefined;
        result.links.push({ specifier: argument.text, reExport: false, lazy: { within } });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  parsed.set(file, result);
  return result;
}

// a key, or the start of one completed at run time (`legal.${section}`)
const keyPrefix =
  /^(items|aftersales|shop|settings|transfers|messages|legal|console|heirsCare|inheritance)\.(?:[a-zA-Z]|$)/;
const isBarrel = (file: string) => /[\\/]index\.tsx?$/.test(file);

/**
 * The namespaces whose keys appear in `file` and the modules it imports, statically or lazily. From a barrel
 * (an index.ts of re-exports) only the modules of the names imported are followed, as the bundler does.
 */
function namespacesUsed(file: string, names?: string[], seen = new Set<string>()): Set<string> {
  const used = new Set<string>();
  const barrel = isBarrel(file);
  if (!barrel && seen.has(file)) return used;
  if (!barrel) seen.add(file);
  const { links, strings } = parse(file);
  if (!barrel) {
    for (const text of strings) {
      const prefix = keyPrefix.exec(text);
      if (prefix) used.add(prefix[1]!);
      if (text.startsWith('ui.stepUpCode.')) used.add('step-up');
    }
  }
  for (const link of links) {
    // the router's lazy screens are checked one by one, each with the namespaces it loads
    if (link.lazy && routerFiles.includes(file)) continue;
    if (barrel && link.reExport && names && link.names && !link.names.some((name) => names.includes(name))) {
      continue;
    }
    const next = moduleFile(file, link.specifier);
    if (next) for (const namespace of namespacesUsed(next, link.names, seen)) used.add(namespace);
  }
  return used;
}

const isWithTexts = (call: ts.CallExpression | undefined): call is ts.CallExpression =>
  call !== undefined && ts.isIdentifier(call.expression) && call.expression.text === 'withTexts';

/** The router's lazy imports: the screens loaded `withTexts` (and the namespaces named), and the bare ones. */
const routes = routerFiles.flatMap((file) =>
  parse(file)
    .links.filter((link) => link.lazy)
    .map((link) => {
      const within = link.lazy!.within;
      const declared = isWithTexts(within)
        ? within.arguments.slice(1).map((argument) => (argument as ts.StringLiteral).text)
        : undefined;
      return { file, specifier: link.specifier, declared };
    }),
);
const screens = routes.flatMap(({ file, specifier, declared }) =>
  declared ? [{ file, specifier, declared }] : [],
);
const bare = routes.filter(({ declared }) => !declared);

describe('texts loaded with the screens', () => {
  it('finds the lazy screens and knows every namespace they name', () => {
    expect(screens.length).toBeGreaterThanOrEqual(15);
    for (const { declared } of screens) {
      for (const namespace of declared) expect(featureNamespaces).toContain(namespace);
    }
  });

  it.each(screens)('$specifier loads the namespaces its code uses', ({ file, specifier, declared }) => {
    const screen = moduleFile(file, specifier);
    expect(screen, specifier).toBeDefined();
    // every namespace its code uses, and no other (each costs a request)
    expect([...declared].sort()).toEqual([...namespacesUsed(screen!)].sort());
  });

  it('keeps feature texts out of the sign-in screen: the entry, the app shell and the screens without texts', () => {
    expect(bare.map(({ specifier }) => specifier)).toContain('../features/auth/login-screen');
    const files = [
      resolve(here, '../main.tsx'),
      ...bare.map(({ file, specifier }) => moduleFile(file, specifier)!),
    ];
    for (const file of files) expect([...namespacesUsed(file)], file).toEqual([]);
  });

  it('reads what a pattern over the source text would misread', () => {
    // a key in a comment is no use of its namespace; a key in a template literal is; a type-only import is
    // not followed (the bundler drops it)
    const file = resolve(here, '__walk-probe.ts');
    parse(
      file,
      [
        "// t('shop.title') in a comment",
        "import type { Props } from '../features/shop/shop-screen';",
        'export const key = `legal.${"x"}`;',
      ].join('\n'),
    );
    expect([...namespacesUsed(file)]).toEqual(['legal']);
  });
});
