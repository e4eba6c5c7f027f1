// @vitest-environment jsdom
// Which language the app starts in: the remembered choice, else the server's cookie, else the browser's, else English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, setLanguage, shareLanguageWithServer } from '.';

function browserLanguages(...tags: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
}

const clearCookie = () => (document.cookie = `${LANGUAGE_STORAGE_KEY}=; path=/; max-age=0`);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  clearCookie();
});

describe('detectLanguage', () => {
  it('keeps the language the user chose, whatever the browser says', () => {
    browserLanguages('fr-FR', 'fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    browserLanguages('en-US');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage()).toBe('fr');
  });

  it('speaks the language the address names (?lang=), before any other', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    browserLanguages('en-US');
    window.history.replaceState(null, '', '/shop?lang=fr');
    expect(detectLanguage()).toBe('fr');
    window.history.replaceState(null, '', '/shop?lang=de');
    expect(detectLanguage()).toBe('en');
    window.history.replaceState(null, '', '/');
  });

  it('writes a new choice into an address that names a language, and leaves other addresses alone', async () => {
    window.history.replaceState({ key: 'k' }, '', '/shop?lang=fr&x=1');
    await setLanguage('en');
    expect(window.location.search).toBe('?lang=en&x=1');
    expect(window.history.state).toEqual({ key: 'k' });
    window.history.replaceState(null, '', '/shop');
    await setLanguage('fr');
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/');
  });

  it.each([['fr'], ['fr-FR'], ['fr-CA'], ['FR-be']])('speaks French to a %s browser', (tag) => {
    browserLanguages(tag, 'en-US');
    expect(detectLanguage()).toBe('fr');
  });

  it('takes the first of the browser’s languages that the app speaks', () => {
    browserLanguages('de-DE', 'fr-FR', 'en-US');
    expect(detectLanguage()).toBe('fr');
    browserLanguages('de-DE', 'en-GB', 'fr-FR');
    expect(detectLanguage()).toBe('en');
  });

  it('falls back to English when the browser speaks none of them, or nothing', () => {
    browserLanguages('de-DE', 'es');
    expect(detectLanguage()).toBe('en');
    browserLanguages();
    expect(detectLanguage()).toBe('en');
  });

  it('ignores a remembered value that is not a language of the app', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    browserLanguages('fr-FR');
    expect(detectLanguage()).toBe('fr');
  });

  it('goes by the cookie the server rendered in when storage was cleared without it, before the browser', () => {
    browserLanguages('en-US');
    document.cookie = `${LANGUAGE_STORAGE_KEY}=fr; path=/`;
    expect(detectLanguage()).toBe('fr');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    document.cookie = `${LANGUAGE_STORAGE_KEY}=de; path=/`;
    localStorage.clear();
    expect(detectLanguage()).toBe('en');
  });

  it('goes by the browser when storage cannot be read (private mode)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    browserLanguages('fr-FR');
    expect(detectLanguage()).toBe('fr');
  });
});

describe('the language shared with the server', () => {
  const cookies = () =>
    document.cookie.split(/;\s*/).filter((cookie) => cookie.startsWith(LANGUAGE_STORAGE_KEY));
  afterEach(async () => {
    await setLanguage('en');
    localStorage.clear();
  });

  it('is written in a cookie when the user chooses a language, and replaced by the next choice', async () => {
    await setLanguage('fr');
    expect(cookies()).toEqual([`${LANGUAGE_STORAGE_KEY}=fr`]);
    await setLanguage('en');
    expect(cookies()).toEqual([`${LANGUAGE_STORAGE_KEY}=en`]);
  });

  it('is written at start when missing, so that the server renders the next page in the app’s language', () => {
    clearCookie();
    expect(cookies()).toEqual([]);
    shareLanguageWithServer('fr');
    expect(cookies()).toEqual([`${LANGUAGE_STORAGE_KEY}=fr`]);
  });
});
