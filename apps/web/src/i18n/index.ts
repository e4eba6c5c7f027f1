// i18next set-up: English and French, detected from the browser, remembered in localStorage.
import i18next from 'i18next';
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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: { ...en, ui: uiEn } },
    fr: { translation: { ...fr, ui: uiFr } },
  },
  lng: detectLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false },
  initAsync: false,
});

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
