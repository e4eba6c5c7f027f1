// The feature namespaces load on demand, in the active language only, and again in the other on a language change.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { featureNamespaces, lazyTexts } from '.';

async function freshInstance(lng: string) {
  const instance = i18next.createInstance();
  await instance.use(lazyTexts).init({
    lng,
    fallbackLng: false,
    supportedLngs: ['en', 'fr'],
    ns: [],
    defaultNS: false,
    fallbackNS: [...featureNamespaces],
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('lazy feature texts', () => {
  it('loads a namespace in the active language only, keys under their prefix', async () => {
    const instance = await freshInstance('fr');
    expect(instance.hasResourceBundle('fr', 'shop')).toBe(false);
    await instance.loadNamespaces('shop');
    expect(instance.hasResourceBundle('fr', 'shop')).toBe(true);
    expect(instance.hasResourceBundle('en', 'shop')).toBe(false);
    expect(instance.t('shop.hold.reserve')).toBe('Réserver');
  });

  it('loads the namespaces in use in the new language when it changes', async () => {
    const instance = await freshInstance('fr');
    await instance.loadNamespaces(['items', 'step-up']);
    await instance.changeLanguage('en');
    expect(instance.hasResourceBundle('en', 'items')).toBe(true);
    expect(instance.hasResourceBundle('en', 'step-up')).toBe(true);
    expect(instance.hasResourceBundle('en', 'shop')).toBe(false);
    expect(instance.t('items.home.visitShop')).toBe('Visit the shop');
  });
});
