// The app's texts: English and French, detected from the browser, remembered; one bundle per feature, and only the
// active language's texts ever load (./texts.ts).
import { isLanguage, TextStore, type Language, type Texts } from './texts';

export { isLanguage, supportedLanguages, type Language, type TFunction } from './texts';
export type { TextKey } from './keys';
export const LANGUAGE_STORAGE_KEY = 'heirloom.language';

/** The language cookie's value (the one the server renders in), if it holds one of the app's languages. */
function sharedLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = document.cookie
    .split(/;\s*/)
    .find((cookie) => cookie.startsWith(`${LANGUAGE_STORAGE_KEY}=`))
    ?.slice(LANGUAGE_STORAGE_KEY.length + 1);
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the address names (the server rendered the page in it), else the remembered choice, else the
 * language shared with the server (its cookie outlives storage cleared alone, and the server rendered this page in
 * it), else the browser's first supported language, else English (en-US).
 */
export function detectLanguage(): Language {
  // the language the page's address names (`?lang=fr`: a public page's address in one language)
  const named = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang');
  if (isLanguage(named)) return named;
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage can be unavailable (private mode); fall through to the cookie and the browser's languages
  }
  const shared = sharedLanguage();
  if (shared) return shared;
  const candidates = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of candidates) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * One bundle per feature (./<bundle>/{en,fr}.json), each keeping its keys under its own prefix (`items.…` in
 * `items`) so a key reads the same wherever it is used. `common` (the app shell, errors, ui widgets) loads before
 * the first render; the others load with their screens (`loadTexts`, awaited by the lazy routes). Each bundle in
 * each language is a chunk of its own: a visitor loads the texts of one language only.
 */
export const featureNamespaces = [
  'items',
  'aftersales',
  'shop',
  'settings',
  'transfers',
  'messages',
  'legal',
  'step-up',
  'console',
  'heirsCare',
  'inheritance',
] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

/** Where a namespace's texts sit in its keys: under its own name (`items.…`), the step-up code's under `ui.stepUpCode.…`. */
const prefixOf = (namespace: FeatureNamespace): readonly string[] =>
  namespace === 'step-up' ? ['ui', 'stepUpCode'] : [namespace];

export function namespaceResources(namespace: FeatureNamespace, texts: Texts): Texts {
  return prefixOf(namespace).reduceRight<Texts>((inner, key) => ({ [key]: inner }), texts);
}

/** The shell's texts: the root bundle with the ui widgets' under `ui`. */
export const commonResources = (root: Texts, ui: Texts): Texts => ({ ...root, ui });

const bundles = import.meta.glob<Texts>(['./*/en.json', './*/fr.json', './en.json', './fr.json'], {
  import: 'default',
});

/** A bundle's texts in one language, from its lazy chunk(s). */
export async function loadBundle(language: Language, bundle: string): Promise<Texts> {
  const load = (path: string) => {
    const chunk = bundles[path];
    if (!chunk) throw new Error(`no texts for ${bundle} in ${language}`);
    return chunk();
  };
  if (bundle === 'common') {
    const [root, ui] = await Promise.all([load(`./${language}.json`), load(`./ui/${language}.json`)]);
    return commonResources(root, ui);
  }
  return namespaceResources(bundle as FeatureNamespace, await load(`./${bundle}/${language}.json`));
}

export const i18n = new TextStore(detectLanguage(), loadBundle);

/** The shell's texts in the active language: awaited before the first render. */
export function loadCommonTexts(): Promise<void> {
  return i18n.load('common');
}

/** Loads feature namespaces in the active language (and, on a language change, i18next reloads them in the new one). */
export function loadTexts(...namespaces: FeatureNamespace[]): Promise<void> {
  return i18n.load(...namespaces);
}

/**
 * The server renders the public screens in the language of this cookie (apps/api/src/http/web-render.ts): the same
 * as the app's, so that the browser can hydrate what the server rendered.
 */
export function shareLanguageWithServer(language: Language): void {
  const cookie = `${LANGUAGE_STORAGE_KEY}=${language}`;
  if (document.cookie.split(/;\s*/).includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`;
}

/** An address that names a language (`?lang=`) names the new one: a reload, or the link shared, keeps the choice. */
function followInAddress(language: Language): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.set('lang', language);
  // the router's entry (its state) is kept: only the address's query changes
  history.replaceState(history.state, '', url);
}

export function setLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, but still applied
  }
  shareLanguageWithServer(language);
  document.documentElement.lang = language;
  followInAddress(language);
  return i18n.changeLanguage(language);
}

/** BCP 47 locale for Intl formatting: en → en-US (the default locale), fr → fr-FR. */
export function localeOf(language: string): string {
  return language === 'fr' ? 'fr-FR' : 'en-US';
}
