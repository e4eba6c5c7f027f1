// Lint for the whole monorepo: typescript-eslint strict, React hooks and jsx-a11y for the web app, and the web
// app's import zones.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * The web app's zones (docs/architecture.md): a feature imports only ui/, lib/, api/, config/, i18n/
 * (and src/test/ from its tests) and its own folder, never another feature or app/; what two features share
 * lives in one of those zones, or in the route of app/ that composes them. ui/, lib/, api/, config/, i18n/ and
 * test/ import no feature and not app/. Without an import plugin installed, core no-restricted-imports (and
 * no-restricted-syntax for import()) read the relative paths: one block per folder of features/, generated
 * from the folders themselves, so a new feature is covered on creation.
 */
const WEB = 'apps/web/src';
const featuresDir = new URL(`./${WEB}/features/`, import.meta.url);
const up = (levels) => String.raw`(\.\./){${levels}}`;

/** The rule pair that forbids the import paths matching `zones` (regular expressions over the written path). */
function forbiddenImports(zones) {
  return {
    'no-restricted-imports': ['error', { patterns: zones.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': [
      'error',
      ...zones.map(({ regex, message }) => ({
        selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  };
}

/** A folder of a feature (`feature/sub/…`, `depth` levels below features/<feature>). */
function featureZone(feature, folder, depth) {
  const toFeatures = up(depth + 1);
  const toSrc = up(depth + 2);
  const other = String.raw`(?!${feature}(/|$))[^./][^/]*`;
  return {
    files: [`${WEB}/features/${folder}/*.{ts,tsx}`],
    rules: forbiddenImports([
      {
        regex: String.raw`^${toFeatures}${other}|^${toSrc}features/${other}`,
        message: `A feature imports no other feature: move what ${feature} shares to ui/, lib/ or api/, or compose both in app/.`,
      },
      {
        regex: String.raw`^${toSrc}app(/|$)`,
        message: 'A feature never imports app/: app/ composes the features.',
      },
    ]),
  };
}

const featuresPath = fileURLToPath(featuresDir);
const featureZones = readdirSync(featuresPath, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((feature) => [
    featureZone(feature.name, feature.name, 0),
    ...readdirSync(join(featuresPath, feature.name), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const folder = relative(featuresPath, join(entry.parentPath ?? entry.path, entry.name)).split(sep);
        return featureZone(feature.name, folder.join('/'), folder.length - 1);
      }),
  ]);

const sharedZone = {
  files: ['ui', 'lib', 'api', 'config', 'i18n', 'test'].map((zone) => `${WEB}/${zone}/**/*.{ts,tsx}`),
  rules: forbiddenImports([
    {
      regex: String.raw`^(\.\./)+(features|app)(/|$)`,
      message:
        'ui/, lib/, api/, config/, i18n/ and test/ serve every feature: they import no feature and not app/.',
    },
  ]),
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'e2e/report/**',
      'test-results/**',
      'bench/results/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // The React Compiler's rules (all but the two classic ones) compile each component to check it: three
    // quarters of the lint's time went to compiling the tests' own components and fixtures, which ship to
    // nobody. The tests keep the rules of hooks and the dependency check.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  ...featureZones,
  sharedZone,
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'e2e/**',
      'bench/**',
      '**/scripts/**',
      '**/*.config.ts',
      '**/build.mjs',
    ],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  prettier,
);
