// Test setup of every file: every namespace's texts, English first, and a trap that fails a test on any console.error.
import { afterEach, beforeEach, vi } from 'vitest';
import { featureNamespaces, i18n, namespaceResources, supportedLanguages } from './src/i18n';

// every feature's texts, in both languages, before any test: the app loads them with their screens, tests at once
type Texts = { [key: string]: string | Texts };
const texts = import.meta.glob<Texts>('./src/i18n/*/{en,fr}.json', { eager: true, import: 'default' });
for (const namespace of featureNamespaces) {
  for (const language of supportedLanguages) {
    const bundle = texts[`./src/i18n/${namespace}/${language}.json`];
    if (!bundle) throw new Error(`no texts for ${namespace} in ${language}`);
    i18n.addResourceBundle(language, namespace, namespaceResources(namespace, bundle), true, true);
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
