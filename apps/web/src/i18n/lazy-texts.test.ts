// The bundles load on demand, in the active language only, and again in the new one on a language change.
import { describe, expect, it, vi } from 'vitest';
import { loadBundle } from '.';
import { TextStore } from './texts';

const freshStore = (language: 'en' | 'fr') => {
  const loader = vi.fn(loadBundle);
  return { store: new TextStore(language, loader), loader };
};

describe('lazy texts', () => {
  it('loads a bundle in the active language only, keys under their prefix', async () => {
    const { store, loader } = freshStore('fr');
    expect(store.has('fr', 'shop')).toBe(false);
    await store.load('shop');
    expect(store.has('fr', 'shop')).toBe(true);
    expect(store.has('en', 'shop')).toBe(false);
    expect(store.t('shop.hold.reserve')).toBe('Réserver');
    expect(loader.mock.calls).toEqual([['fr', 'shop']]);
  });

  it('loads the shell texts with the ui widgets under ui', async () => {
    const { store } = freshStore('en');
    await store.load('common');
    expect(store.t('notFound.title')).not.toBe('notFound.title');
    expect(store.t('ui.backLink.back')).toBe('Back');
    expect(store.t('ui.stepUpCode.label')).toBe('ui.stepUpCode.label');
    await store.load('step-up');
    expect(store.t('ui.stepUpCode.label')).not.toBe('ui.stepUpCode.label');
  });

  it('brings the bundles in use in the new language before switching to it', async () => {
    const { store } = freshStore('fr');
    await store.load('items', 'step-up');
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.language));
    await store.changeLanguage('en');
    expect(store.has('en', 'items')).toBe(true);
    expect(store.has('en', 'step-up')).toBe(true);
    expect(store.has('en', 'shop')).toBe(false);
    expect(store.t('items.home.visitShop')).toBe('Visit the shop');
    // the language moved once, after both bundles had arrived
    expect(seen.at(-1)).toBe('en');
    expect(seen.filter((language) => language === 'en')).toHaveLength(1);
  });

  it('lets the last of two quick language changes win', async () => {
    const { store } = freshStore('en');
    await store.load('shop');
    await Promise.all([store.changeLanguage('fr'), store.changeLanguage('en')]);
    expect(store.language).toBe('en');
  });
});
