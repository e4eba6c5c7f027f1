// The app's texts: bundles of JSON loaded per language, looked up by dotted key, with `{{name}}` placeholders and
// plural forms (`key_zero` for 0 when it exists, else `key_one`/`key_other` by the language's plural rules).
// It does what the app asked of i18next, in 1 KB instead of 17 KB on the first screen; see
// docs/decisions/016. A placeholder may name a format, as i18next's `{{brand, de}}`: the French texts' elision
// before a name (docs/decisions/050).
import { elide, isElidingWord } from '@heirloom/contract/light';
import type { TextKey } from './keys';
import type { TextParams } from './text-params';

export const supportedLanguages = ['en', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

export type Texts = { [key: string]: string | Texts };
/** Brings a bundle's texts in one language (a lazy JSON chunk in the app, the JSON itself in tests). */
export type TextLoader = (language: Language, bundle: string) => Promise<Texts>;

/** A text's values: its placeholders, `count` for its plural form, `defaultValue` when the key has no text. */
export type TextValues = { count?: number; defaultValue?: string } & Record<string, unknown>;
/** The values a text must be given: one per placeholder its English text has (./text-params.ts). */
type ValuesOf<K> = K extends keyof TextParams
  ? [
      values: { [Name in TextParams[K]]: Name extends 'count' ? number : string | number } & {
        defaultValue?: string;
      },
    ]
  : [values?: { defaultValue?: string }];
/** Looks a text up by key; a text with placeholders must be given a value for each (the type checker says which). */
export type TFunction = <K extends TextKey>(key: K, ...values: ValuesOf<K>) => string;

function flatten(texts: Texts, into: Map<string, string>, prefix = ''): void {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else flatten(value, into, path);
  }
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralOf = (language: Language, count: number) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
};

/** `{{name}}`, or `{{name, format}}` with the format's name. */
const placeholder = /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

/** The formats a text may name (./parity.test.ts checks that every one used exists): `de`, `De`, `que`, `Que`,
 * the word elided before a vowel ("d’Atelier Nuit"). An unknown format leaves the value as it is. */
export const isTextFormat = isElidingWord;
const formatted = (format: string, value: string) => (isElidingWord(format) ? elide(format, value) : value);

function translate(found: Map<string, string>, language: Language, key: string, values?: TextValues) {
  let text: string | undefined;
  const count = values?.count;
  if (typeof count === 'number') {
    if (count === 0) text = found.get(`${key}_zero`);
    text ??= found.get(`${key}_${pluralOf(language, count)}`) ?? found.get(`${key}_other`);
  }
  text ??= found.get(key) ?? values?.defaultValue ?? key;
  if (!values) return text;
  return text.replace(placeholder, (_, name: string, format: string | undefined) => {
    const value = values[name];
    const plain = value === undefined || value === null ? '' : String(value as string | number);
    return format ? formatted(format, plain) : plain;
  });
}

export class TextStore {
  private current: Language;
  private readonly found = new Map<Language, Map<string, string>>();
  private readonly loaded = new Map<Language, Set<string>>();
  /** Bundles asked for so far: a language change brings them in the new language before it shows. */
  private readonly inUse = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private changing = 0;
  /** Moves on every change (a bundle added, the language changed): what React subscribes to. */
  version = 0;

  constructor(
    language: Language,
    private readonly loader: TextLoader,
  ) {
    this.current = language;
  }

  get language(): Language {
    return this.current;
  }

  private textsOf(language: Language) {
    let texts = this.found.get(language);
    if (!texts) this.found.set(language, (texts = new Map()));
    return texts;
  }

  private changed() {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }

  /** Adds a bundle's texts in one language (what a load does; tests add every bundle at once). */
  add(language: Language, bundle: string, texts: Texts): void {
    flatten(texts, this.textsOf(language));
    let loaded = this.loaded.get(language);
    if (!loaded) this.loaded.set(language, (loaded = new Set()));
    loaded.add(bundle);
    this.inUse.add(bundle);
    this.changed();
  }

  has(language: Language, bundle: string): boolean {
    return this.loaded.get(language)?.has(bundle) ?? false;
  }

  private async bring(language: Language, bundles: Iterable<string>): Promise<void> {
    const missing = [...bundles].filter((bundle) => !this.has(language, bundle));
    const texts = await Promise.all(missing.map((bundle) => this.loader(language, bundle)));
    missing.forEach((bundle, index) => {
      const found = texts[index];
      if (found) this.add(language, bundle, found);
    });
  }

  /** Loads bundles in the active language; after a language change, they load in the new one too. */
  load(...bundles: string[]): Promise<void> {
    bundles.forEach((bundle) => this.inUse.add(bundle));
    return this.bring(this.current, bundles);
  }

  /** Switches once the bundles in use are there in the new language: never a screen of keys between the two. */
  async changeLanguage(language: Language): Promise<void> {
    const change = ++this.changing;
    await this.bring(language, this.inUse);
    // a later change asked meanwhile wins
    if (change !== this.changing || language === this.current) return;
    this.current = language;
    this.changed();
  }

  getFixedT(language: Language): TFunction {
    const found = this.textsOf(language);
    return ((key: string, values?: TextValues) => translate(found, language, key, values)) as TFunction;
  }

  t: TFunction = ((key: string, values?: TextValues) =>
    translate(this.textsOf(this.current), this.current, key, values)) as TFunction;

  exists(key: string, options: { lng?: Language } = {}): boolean {
    return this.textsOf(options.lng ?? this.current).has(key);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
