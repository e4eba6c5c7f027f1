// i18next set-up: English and French, detected from the browser, remembered in localStorage; one namespace per feature.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import fr from './fr.json';
import uiEn from './ui/en.json';
import uiFr from './ui/fr.json';

export const supportedLanguages = ['en', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];
export const LANGUAGE_STORAGE_KEY = 'heirloom.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** The remembered choice, else the browser's first supported language, else English (en-US). */
export function detectLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // storage can be unavailable (private mode); fall through to the browser's languages
  }
  const candidates = typeof navigator === 'undefined' ? [] : navigator.languages;
  for (const tag of candidates) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/**
 * One namespace per feature (./<namespace>/{en,fr}.json), each keeping its keys under its own prefix
 * (`items.…` in `items`) so a key reads the same wherever it is used. `common` (the app shell, errors, ui widgets)
 * ships in the entry chunk; the others load with their screens (`loadTexts`, awaited by the lazy routes), in the
 * active language only.
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
] as const;
export type FeatureNamespace = (typeof featureNamespaces)[number];

type Texts = { [key: string]: string | Texts };
/** Where a namespace's texts sit in its keys: `items.…`, or `ui.stepUpCode.…` for the step-up code's. */
const prefixOf: Record<FeatureNamespace, readonly string[]> = {
  items: ['items'],
  aftersales: ['aftersales'],
  shop: ['shop'],
  settings: ['settings'],
  transfers: ['transfers'],
  messages: ['messages'],
  legal: ['legal'],
  'step-up': ['ui', 'stepUpCode'],
};

export function namespaceResources(namespace: FeatureNamespace, texts: Texts): Texts {
  return prefixOf[namespace].reduceRight<Texts>((inner, key) => ({ [key]: inner }), texts);
}

/** Each feature's texts, one lazy chunk per language (the backend below reads them). */
const bundles = import.meta.glob<Texts>(['./*/en.json', './*/fr.json', '!./ui/*'], { import: 'default' });

export const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = bundles[`./${namespace}/${language}.json`];
    if (!load) return callback(new Error(`no texts for ${namespace} in ${language}`), false);
    load().then(
      (texts) => callback(null, namespaceResources(namespace as FeatureNamespace, texts)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyTexts)
  .use(initReactI18next)
  .init({
    resources: {
      en: { common: { ...en, ui: uiEn } },
      fr: { common: { ...fr, ui: uiFr } },
    },
    partialBundledLanguages: true,
    ns: ['common'],
    defaultNS: 'common',
    fallbackNS: [...featureNamespaces],
    lng: detectLanguage(),
    // the active language only: the parity test keeps every key in both
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    interpolation: { escapeValue: false },
    initAsync: false,
  });

/** Loads feature namespaces in the active language (and, on a language change, i18next reloads them in the new one). */
export function loadTexts(...namespaces: FeatureNamespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export function setLanguage(language: Language): Promise<unknown> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, but still applied
  }
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

/** BCP 47 locale for Intl formatting: en → en-US (the default locale), fr → fr-FR. */
export function localeOf(language: string): string {
  return language === 'fr' ? 'fr-FR' : 'en-US';
}
