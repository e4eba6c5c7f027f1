// Test setup of every file: every namespace's texts, English first, and a trap that fails a test on any console.error.
import { afterEach, beforeEach, vi } from 'vitest';
import { commonResources, featureNamespaces, i18n, namespaceResources, supportedLanguages } from './src/i18n';

// every bundle's texts, in both languages, before any test: the app loads them with their screens, tests at once
type Texts = { [key: string]: string | Texts };
const texts = import.meta.glob<Texts>(['./src/i18n/*/{en,fr}.json', './src/i18n/{en,fr}.json'], {
  eager: true,
  import: 'default',
});
for (const language of supportedLanguages) {
  const root = texts[`./src/i18n/${language}.json`];
  const ui = texts[`./src/i18n/ui/${language}.json`];
  if (!root || !ui) throw new Error(`no common texts in ${language}`);
  i18n.add(language, 'common', commonResources(root, ui));
}
for (const namespace of featureNamespaces) {
  for (const language of supportedLanguages) {
    const bundle = texts[`./src/i18n/${namespace}/${language}.json`];
    if (!bundle) throw new Error(`no texts for ${namespace} in ${language}`);
    i18n.add(language, namespace, namespaceResources(namespace, bundle));
  }
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
