// Keys are typed from the English resources (./i18next.d.ts): a misspelt or missing key fails `npm run typecheck`.
// The `@ts-expect-error` lines below prove it — were the typing lost, they would be unused and fail the check.
import { describe, expect, it } from 'vitest';
import { i18n } from '.';

describe('typed keys', () => {
  it('accepts a known key and rejects a misspelt one at compile time', () => {
    const t = i18n.getFixedT('en');
    expect(t('notFound.title')).not.toBe('notFound.title');
    // @ts-expect-error — no such key in the English resources
    expect(t('notFound.titel')).toBe('notFound.titel');
    // @ts-expect-error — a feature's key with a typo in its prefix
    expect(t('itmes.home.shop')).toBe('itmes.home.shop');
  });
});
